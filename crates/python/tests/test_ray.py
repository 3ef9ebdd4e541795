"""The Ray self-play example (examples/ray_selfplay.py) on a local cluster of
two CPUs: shards over Ray tasks merge into the totals of playing the same
games in one process."""

import importlib.util
import pathlib

import pytest

ray = pytest.importorskip("ray")

EXAMPLE = pathlib.Path(__file__).resolve().parent.parent / "examples" / "ray_selfplay.py"


def load_example():
    spec = importlib.util.spec_from_file_location("ray_selfplay", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_sharded_games_merge_into_the_totals_of_one_process(cluster):
    ex = load_example()
    bots, decks = ["greedy", "random"], [1, 2, 6]
    totals = ex.run(games=7, shard=2, bots=bots, decks=decks, seed=4, turn_limit=100)
    alone = ex.merge(ex.play_games(ex.plan(7, decks, 4), bots, 100), bots)
    assert totals == alone
    assert totals["games"] == 7
    assert sum(totals["wins_per_seat"].values()) + totals["draws"] == 7
    assert sum(n for _, n in totals["wins_per_deck"].values()) == 14
    assert sum(w for w, _ in totals["wins_per_deck"].values()) == 7 - totals["draws"]


def test_the_plan_plays_each_deck_pair_from_both_seats():
    ex = load_example()
    jobs = ex.plan(6, [1, 2, 3], 9)
    assert len(jobs) == 6 and len({j[0] for j in jobs}) == 3
    for a, b in zip(jobs[::2], jobs[1::2]):
        assert a[0] == b[0] and (a[1], a[2]) == (b[2], b[1])
