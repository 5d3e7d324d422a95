"""Who plays: pads and keyboard sets take slots, bots with levels, a full match says so."""

from __future__ import annotations

import pytest

from game.scenes.versus.lineup import MAX_SLOTS, Lineup


class Pad:
    """A stand-in controller (the lineup compares pads by identity only)."""


def test_pads_and_key_sets_take_slots_in_order_and_a_second_press_keeps_the_slot() -> None:
    lineup = Lineup()
    a, b = Pad(), Pad()
    assert lineup.join_pad(a, "Xbox Wireless Controller", "A").slot == 0
    assert lineup.join_keys("right").slot == 1
    again = lineup.join_pad(a, "Xbox Wireless Controller", "A")
    assert again.slot == 0 and not again.new
    assert lineup.join_pad(b, "DualSense", "CROSS").slot == 2
    assert [s.device for s in lineup.slots] == ["XBOX WIRELESS CONTROLLER", "KEYS · RIGHT HAND",
                                                "DUALSENSE"]
    assert lineup.slots[2].glyph == "CROSS"
    assert lineup.index_of_pad(b) == 2 and lineup.index_of_keys("right") == 1


def test_a_pad_joining_a_full_match_gets_a_notice_and_changes_nothing() -> None:
    lineup = Lineup()
    for _ in range(MAX_SLOTS):
        lineup.join_pad(Pad(), "pad")
    before = list(lineup.slots)
    joined = lineup.join_pad(Pad(), "Third Pad")
    assert joined.slot is None and not joined.new
    assert "full" in joined.notice and "Third Pad" in joined.notice
    assert lineup.slots == before
    assert lineup.add_bot() is None


def test_bots_have_levels_1_to_5_and_start_needs_two_slots_and_a_person() -> None:
    lineup = Lineup()
    assert not lineup.can_start
    lineup.add_bot(9)
    lineup.add_bot(0)
    assert [s.level for s in lineup.slots] == [5, 1]
    assert not lineup.can_start  # bots only: a menu match has a person
    lineup.join_keys("left")
    assert lineup.can_start and lineup.first_person == 2
    lineup.set_level(0, 3)
    assert lineup.slots[0].level == 3
    lineup.leave(0)
    assert len(lineup) == 2 and lineup.first_person == 1


def test_an_unknown_key_set_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="keys: expected one of left, right"):
        Lineup().join_keys("middle")


def test_a_lost_pad_leaves_its_slot_waiting_for_a_pad_or_a_bot() -> None:
    lineup = Lineup()
    a, b, c = Pad(), Pad(), Pad()
    lineup.join_pad(a, "one")
    lineup.join_pad(b, "two")
    assert lineup.lose_pad(b) == 1 and lineup.waiting == [1]
    assert lineup.lose_pad(Pad()) is None
    assert lineup.join_pad(c, "three").slot == 1  # a new pad takes the waiting slot
    assert lineup.waiting == [] and lineup.slots[1].pad is c
    lineup.lose_pad(a)
    lineup.to_bot(0, 4)
    assert lineup.slots[0].is_bot and lineup.slots[0].level == 4 and not lineup.waiting
