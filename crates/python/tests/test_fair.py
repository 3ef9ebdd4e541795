"""The fair API (issue 28, item 2): samples from a player's view, per-player
observations and events, structured actions, refusals with their rule, card
data, and the bot's search without the interpreter lock."""

import re
import threading
import time
import random

import pytest

import berserk
from gameplay import play, reach

DECKS = len(berserk.Game.deck_names())
RULE = re.compile(r"\((rule|правило) [^)]+\)")


def random_steps(g, rng, steps):
    """Applies up to `steps` random actions (dice included)."""
    for _ in range(steps):
        if g.is_terminal():
            return
        g.apply_action(rng.choice(g.legal_actions()))


def hand_defs(g, p):
    """The identities of p's hand, from the all-seeing view (which names
    every card in play too)."""
    full = g.observation(p, omniscient=True)
    assert all(c["name"] and c["def"] is not None for c in full["in_play"])
    return sorted(c["def"] for c in full["hands"][p])


def test_samples_look_the_same_to_their_player_and_hold_the_invariants():
    """Over random games of every ready deck, at every decision: samples for
    both players hold the engine's invariants, show their player the same
    observation (dict and tensor), wait for the same decision and offer the
    deciding player the same actions; the opponent's hidden hand is dealt
    anew in some of them."""
    samples, hands_differ, turns = 0, 0, []
    for a in range(1, DECKS + 1):
        b = a % DECKS + 1
        g = berserk.Game(a, b, seed=a, turn_limit=20)
        rng = random.Random(a)
        step = 0
        while not g.is_terminal():
            if not g.is_chance_node():
                decider = g.current_player()
                for p in (0, 1):
                    for seed in range(2):
                        s = g.sample(p, step * 7 + seed)
                        samples += 1
                        s.check_invariants()
                        where = f"decks {a}-{b} step {step} player {p} seed {seed}"
                        assert s.observation(p) == g.observation(p), where
                        assert s.observation_tensor(p) == g.observation_tensor(p), where
                        assert s.current_player() == decider and s.decision() == g.decision(), where
                        if p == decider:
                            assert s.legal_actions_info() == g.legal_actions_info(), where
                        if hand_defs(s, 1 - p) != hand_defs(g, 1 - p):
                            hands_differ += 1
            play(g, rng)
            step += 1
        turns.append(g.turn())
    print(f"{samples} samples, {hands_differ} with the opponent's hand dealt anew, turns reached {turns}")
    assert samples > 100 * DECKS
    assert min(turns) >= 2 and max(turns) >= 8, turns
    assert hands_differ > 0, "no sample dealt the opponent's hand anew"


def test_a_sample_rolls_its_own_dice():
    """The real game's next dice are not in a sample: samples with different
    seeds roll differently, and one seed always the same."""
    g = berserk.Game(1, 2, seed=3)
    assert g.is_chance_node()

    def dice(x, n=12):
        out = []
        x = x.clone()
        while len(out) < n and not x.is_terminal():
            if x.is_chance_node():
                x.roll()
                out.append(x.events(omniscient=True))
            else:
                x.apply_action(0)
        return out

    assert dice(g.sample(0, 1)) == dice(g.sample(0, 1))
    assert len({str(dice(g.sample(0, s))) for s in range(8)}) > 1


def test_the_default_observation_hides_the_opponents_hand():
    g = berserk.Game(1, 2, seed=5)
    reach(g, "buy")
    for p in (0, 1):
        o = g.observation(p)
        assert "hands" not in o and "decks" not in o and not o["omniscient"]
        assert all(c["owner"] == p and c["name"] for c in o["hand"])
        assert len(o["hand"]) == o["hand_sizes"][p] > 0
        full = g.observation(p, omniscient=True)
        assert full["omniscient"] and full["hand"] == full["hands"][p]
        theirs = full["hands"][1 - p]
        assert len(theirs) == o["hand_sizes"][1 - p] > 0
        assert all(c["name"] and c["def"] is not None for c in theirs)
        assert [len(d) for d in full["decks"]] == o["deck_sizes"]
        # What p sees of its own hand is the same in both views.
        assert [c["id"] for c in o["hand"]] == [c["id"] for c in full["hand"]]


def test_an_opponents_face_down_placement_is_not_named():
    """While a player places a bought card face down, the other player and a
    spectator read that a hidden card is placed, not which."""
    g = berserk.Game(1, 2, seed=6)
    rng = random.Random(6)
    while g.decision() != "place":
        play(g, rng)
    me = g.current_player()
    mine = g.pending_text(me)
    assert mine == g.pending_text(omniscient=True)
    placing = [c["name"] for c in g.observation(me)["in_play"] + g.observation(me)["hand"]]
    name = next(n for n in placing if n and n in mine)
    for reader in (1 - me, None):
        text = g.pending_text(reader)
        assert name not in text and "hidden" in text
    assert name not in g.observation(1 - me)["pending"]


def test_events_are_read_per_player():
    """The last step's events as (kind, rule, text); a purchase is private
    to the buyer: the other player and a spectator don't see it."""
    g = berserk.Game(1, 2, seed=7)
    rng = random.Random(7)
    seen_private = False
    for _ in range(400):
        if g.is_terminal():
            break
        p = g.current_player()
        g.apply_action(rng.choice(g.legal_actions()))
        full = g.events(omniscient=True)
        for kind, rule, text in full:
            assert isinstance(kind, str) and kind[0].isupper()
            assert rule and rule in text, (kind, rule, text)
        if any(kind == "Bought" for kind, _, _ in full):
            seen_private = True
            assert any(kind == "Bought" for kind, _, _ in g.events(p))
            assert not any(kind == "Bought" for kind, _, _ in g.events(1 - p))
            assert not any(kind == "Bought" for kind, _, _ in g.events())
    assert seen_private
    ru = berserk.Game(1, 2, seed=7, lang="ru")
    ru.roll()
    assert re.search("[а-я]", ru.events()[0][2])


def test_structured_actions_name_their_parts():
    kinds = set()
    for seed in range(4):
        g = berserk.Game(1 + seed, 2 + seed, seed=seed, turn_limit=10)
        rng = random.Random(seed)
        while not g.is_terminal():
            info = g.legal_actions_info()
            assert [i["index"] for i in info] == g.legal_actions()
            assert [i["label"] for i in info] == g.legal_action_labels()
            if g.is_chance_node():
                assert [i["kind"] for i in info] == ["die"] * 6
            else:
                me = g.current_player()
                seen = {c["id"]: c for c in g.observation(me)["in_play"] + g.observation(me)["hand"]}
                for i in info:
                    kinds.add(i["kind"])
                    for role in ("source", "target"):
                        card = i[role]
                        if card is None:
                            assert i[role + "_name"] is None
                        elif card in seen:
                            # Named exactly when the current player knows the card.
                            assert i[role + "_name"] == seen[card]["name"], i
                    if i["kind"] in ("move", "place"):
                        assert re.fullmatch("[a-e][1-6]", i["cell"])
                    if i["kind"] == "strike":
                        assert i["source"] is not None and i["target"] is not None
            a = rng.choice(g.legal_actions())
            if not g.is_chance_node():
                # The notation applies the same choice as the index.
                twin = g.clone()
                twin.apply_notation(g.legal_actions_info()[a]["notation"])
                g.apply_action(a)
                assert twin.observation(0, omniscient=True) == g.observation(0, omniscient=True)
            else:
                g.apply_action(a)
    assert {"buy", "place", "move", "strike", "end_turn"} <= kinds, kinds


def test_refusals_say_the_rule():
    g = berserk.Game(1, 2, seed=4)
    before = g.observation(0, omniscient=True)
    with pytest.raises(ValueError, match=RULE):
        g.apply_action(7)  # a die of 7
    with pytest.raises(ValueError, match=RULE):
        g.apply_notation("end_turn")  # a die is pending
    while g.is_chance_node():
        g.roll()
    n = len(g.legal_actions())
    for bad in (n, -1, 10**30):
        with pytest.raises(ValueError, match=RULE):
            g.apply_action(bad)
    with pytest.raises(ValueError, match=RULE):
        g.apply_notation("end_turn")  # not a choice of this decision
    with pytest.raises(ValueError, match="column"):
        g.apply_notation("no such words")
    with pytest.raises(TypeError):
        g.apply_action("0")
    assert g.observation(0, omniscient=True) != before  # the dice were rolled
    after = g.observation(0, omniscient=True)
    with pytest.raises(ValueError):
        g.apply_action(n)
    assert g.observation(0, omniscient=True) == after
    # At the end.
    end = berserk.Game(1, 2, seed=4, turn_limit=1)
    random_steps(end, random.Random(1), 100_000)
    assert end.is_terminal()
    with pytest.raises(ValueError, match=RULE):
        end.apply_action(0)
    with pytest.raises(ValueError, match=RULE):
        berserk.Bot("random").step(end)
    with pytest.raises(ValueError, match=RULE):
        berserk.Bot("random").step(berserk.Game(1, 2))  # a die is pending


def test_card_info():
    by_code = berserk.card_info("1-095")
    assert by_code["code"] == "1-095"
    assert berserk.card_info(by_code["def"]) == by_code
    assert berserk.card_info(by_code["name_ru"]) == by_code
    assert berserk.card_info(by_code["name_en"].upper()) == by_code
    ru = berserk.card_info(by_code["def"], lang="ru")
    assert ru["name"] == by_code["name_ru"] and ru["text"] != by_code["text"]
    for key, kind in [
        ("cost", int), ("elite", bool), ("kind", str), ("life", int), ("movement", int),
        ("strike", tuple), ("text", str), ("name_ru", str), ("name_en", str),
    ]:
        assert isinstance(by_code[key], kind), key
    assert len(by_code["strike"]) == 3 and by_code["text"]
    assert by_code["kind"] in ("creature", "flyer", "artifact", "terrain")
    for bad in (-1, 10**6, "no such card"):
        with pytest.raises(ValueError):
            berserk.card_info(bad)
    with pytest.raises(TypeError):
        berserk.card_info(1.5)
    # A card of a game: as a player may know it.
    g = berserk.Game(1, 2, seed=5)
    reach(g, "buy")
    p = g.current_player()
    mine = g.observation(p)["hand"][0]
    info = g.card_info(mine["id"], p)
    assert info["id"] == mine["id"] and info["def"] == mine["def"] and info["name"] == mine["name"]
    with pytest.raises(ValueError, match="hidden"):
        g.card_info(mine["id"], 1 - p)
    with pytest.raises(ValueError, match="hidden"):
        g.card_info(mine["id"])
    assert g.card_info(mine["id"], 1 - p, omniscient=True) == info
    with pytest.raises(ValueError, match="no card"):
        g.card_info(250, p)


def test_the_bot_lets_other_threads_run_while_it_searches():
    g = berserk.Game(1, 2, seed=9)
    rng = random.Random(9)
    while g.decision() != "main":
        play(g, rng)
    bot = berserk.Bot("mcts:playouts=3000,threads=1", seed=1)
    ticks = []
    done = threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    t = threading.Thread(target=tick)
    t.start()
    time.sleep(0.02)
    start = time.perf_counter()
    a = bot.step(g)
    end = time.perf_counter()
    done.set()
    t.join()
    assert a in g.legal_actions()
    span = end - start
    assert span > 0.05, f"the search took only {span:.3f} s: too short to tell"
    # With the lock held the other thread could run only at the edges.
    middle = [x for x in ticks if start + span / 4 < x < end - span / 4]
    assert len(middle) > 5, f"{len(middle)} ticks of the other thread in {span:.3f} s of search"
