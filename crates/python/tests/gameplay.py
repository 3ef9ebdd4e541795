"""Helpers of the tests that play games: steps that keep a game going."""


def play(g, rng):
    """A random legal step that keeps a game going: it buys while it can
    (a squad finished at once loses at the start) and rolls dice with the
    game's own generator."""
    if g.is_chance_node():
        g.roll()
        return
    info = g.legal_actions_info()
    if g.decision() == "buy" and len(info) > 1:
        info = [i for i in info if i["kind"] != "finish_buying"]
    g.apply_action(rng.choice(info)["index"])


def reach(g, decision):
    """Plays the first action (dice rolled) until `decision` is pending."""
    while g.decision() != decision:
        if g.is_chance_node():
            g.roll()
        else:
            g.apply_action(0)
