"""The «Берсерк» rules engine for Python (see berserk/__init__.pyi).

The engine itself is the extension module `berserk.berserk` (PyO3); its
names are re-exported here. `berserk.envs` holds the research environments
(PettingZoo, Gymnasium, OpenSpiel), imported only when asked for.
"""

from .berserk import *  # noqa: F401,F403
from . import berserk as _native

__doc__ = _native.__doc__
if hasattr(_native, "__all__"):
    __all__ = _native.__all__
