"""same_objects: caches are kept only for the very objects they were made from."""

import numpy as np

from game.render.kept.identity import same_objects


def test_the_same_objects_in_order_are_the_same() -> None:
    a, b = np.zeros(3), {"k": 1}
    assert same_objects((a, b), [a, b])
    assert same_objects((), ())


def test_equal_copies_other_orders_and_lengths_are_not() -> None:
    a, b = np.zeros(3), {"k": 1}
    assert not same_objects((a, b), (a.copy(), b))  # equal, but another array
    assert not same_objects((a, b), (a, dict(b)))
    assert not same_objects((a, b), (b, a))
    assert not same_objects((a, b), (a,))
    assert not same_objects((a,), (a, b))
