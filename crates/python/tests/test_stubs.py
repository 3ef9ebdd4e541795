"""The typed stubs (python/berserk/__init__.pyi) list every public name of the module and of
its classes, and nothing the module lacks."""

import ast
import inspect
import pathlib

import berserk

STUB = pathlib.Path(__file__).resolve().parent.parent / "python" / "berserk" / "__init__.pyi"


def stub_names():
    """The module-level names and each class's names the stub declares."""
    tree = ast.parse(STUB.read_text(encoding="utf-8"))
    module, classes = set(), {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names = set()
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    names.add(item.name)
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    names.add(item.target.id)
            classes[node.name] = names
            module.add(node.name)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            module.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            module.add(node.target.id)
    return module, classes


def public(names):
    return {n for n in names if not n.startswith("_")}


def test_the_stub_lists_every_public_name():
    module, classes = stub_names()
    real = {n for n in public(dir(berserk)) if not inspect.ismodule(getattr(berserk, n))}
    aliases = {"CardDict", "ActionInfo", "CardInfo"}  # typing aliases of the stub only
    assert real == module - aliases
    for name in ("Game", "Bot"):
        cls = getattr(berserk, name)
        have = public(dir(cls))
        assert have == public(classes[name]), name
        # The copy protocol is implemented and listed.
        if name == "Game":
            assert {"__copy__", "__deepcopy__"} <= classes[name]


def test_the_stub_is_valid_python_with_signatures_the_module_accepts():
    module, classes = stub_names()
    g = berserk.Game(1, 2, seed=1)
    # Keyword names in the stub are the module's keyword names.
    berserk.Game(deck1=1, deck2=2, seed=1, turn_limit=5, lang="ru")
    g.observation(player=0, omniscient=True)
    g.events(player=None, omniscient=False)
    g.pending_text(player=1, omniscient=False)
    g.sample(player=0, seed=3)
    berserk.card_info(card=0, lang="en")
    berserk.Bot(spec="random", seed=2)
    assert "sample" in classes["Game"] and "step" in classes["Bot"]
