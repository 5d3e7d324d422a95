"""The Settings screen: its pages, the model of the bindings being edited, what each row
offers, and the effects page's live sample."""
