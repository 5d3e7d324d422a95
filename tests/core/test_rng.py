from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from game.core.rng import RngStreams, Stream


def test_known_splitmix64_sequence() -> None:
    # Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    s = Stream("x", 0)
    assert [s.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_named_streams_are_independent_and_reproducible() -> None:
    a, b = RngStreams(7), RngStreams(7)
    pieces = [a("pieces").below(7) for _ in range(50)]
    assert pieces == [b("pieces").below(7) for _ in range(50)]
    c = RngStreams(7)
    c("colours").below(7)  # drawing from another stream must not shift "pieces"
    assert [c("pieces").below(7) for _ in range(50)] == pieces
    assert RngStreams(8)("pieces").next_u64() != RngStreams(7)("pieces").next_u64()


def test_below_is_roughly_uniform() -> None:
    s = RngStreams(1)("u")
    counts = Counter(s.below(7) for _ in range(7000))
    assert set(counts) == set(range(7))
    assert all(800 < n < 1200 for n in counts.values())


@given(st.integers(0, 2**63), st.lists(st.integers(), min_size=0, max_size=30))
def test_shuffle_is_a_permutation(seed: int, items: list[int]) -> None:
    shuffled = list(items)
    Stream("s", seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)
