"""Copies of plain data (the game state: dicts, lists, str, int, bool, None)."""
import copy
import marshal


def copy_data(data):
    """A deep copy of plain data (what copy.deepcopy gives, shared parts shared alike),
    through marshal: several times faster. Anything marshal cannot write (a value a cell
    put into the state by hand) goes through copy.deepcopy."""
    try:
        return marshal.loads(marshal.dumps(data))
    except ValueError:
        return copy.deepcopy(data)
