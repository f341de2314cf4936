"""Ruins holding more than one item, and taking one from them (Law 9.7.1, 9.7.3).

With two Vagabonds both sets of "R" items go under the ruins, two per ruin (9.7.1). Whoever
takes from such a ruin (a Vagabond exploring, 9.5.3; the Hundreds razing, 14.4.1) looks at
its items and may take one of them (9.7.3). The state, made by the faction that hides the
items (the Vagabond's init_state):

  s["ruin_items"]   every item still under a ruin, sorted
  s["ruin_stacks"]  {str(clearing): how many items are left under its ruin}
  s["ruin_seen"]    {str(clearing): {"items": the items left there, sorted,
                                     "seen_by": the players who have looked at them}}

Items nobody has looked at are not placed yet: looking at a ruin draws them by chance from
the unseen items under ruins (the same as a shuffled stack).
"""
from collections import Counter

from .decision import Action, Decision


def stacked(s) -> bool:
    """Do the ruins hold counted stacks of items (Law 9.7.1)?"""
    return "ruin_stacks" in s


def stacks_at_setup(s) -> dict:
    """Law 9.7.1: two items under each ruin on the map as it is set up (on the Marsh, the
    ruins M.5.1 leaves once the flooded clearings are covered)."""
    return {str(c): 2 * b["ruins"] for c, b in enumerate(s["board"]) if b and b["ruins"]}


def unseen_pool(s) -> Counter:
    """The items under ruins that no one has looked at (the others are known to lie in
    their ruin)."""
    pool = Counter(s["ruin_items"])
    for seen in s["ruin_seen"].values():
        pool.subtract(seen["items"])
    return +pool


def known(s, c) -> list:
    """The items already known to lie under the ruin in c."""
    seen = s["ruin_seen"].get(str(c))
    return list(seen["items"]) if seen else []


TAKE_NONE = "ruin_take:none"


def looking(s, fr, choice):
    """The first part of a step taking from the ruin in fr["clearing"]: fr["found"] (the
    items known to lie there) grows by one chance pick per item not yet known. Returns
    (True, the chance Decision to ask, or None to go on) while picking, (False, None) once
    every item of the ruin is in fr["found"]."""
    c = fr["clearing"]
    key = str(c)
    if "found" not in fr:
        fr["found"] = known(s, c)
    found = fr["found"]
    if len(found) >= s["ruin_stacks"][key]:
        return False, None
    if choice is None:                     # not the ones already drawn for this ruin
        seen = s["ruin_seen"].get(key)
        counts = unseen_pool(s) - (Counter(found) - Counter(seen["items"] if seen else ()))
        return True, Decision("chance", "ruin_item", f"An item under the ruin in {c}", "9.7.3",
                              [Action(f"ruin:{x}", "ruin_item", f"finds a {x}", weight=k,
                                      outcome=x) for x, k in sorted(counts.items())])
    found.append(choice.outcome)
    found.sort()
    return True, None


def only_item(s, fr, allowed):
    """The item taken without asking: the ruin's last item, when it may be taken."""
    return allowed[0] if s["ruin_stacks"][str(fr["clearing"])] == 1 and len(allowed) == 1 \
        else None


def take_decision(who, fr, allowed, none_label):
    """Law 9.7.3: which of the ruin's items `who` takes, if any."""
    return Decision(who, "ruin_take", f"The ruin in {fr['clearing']} holds "
                    f"{' and '.join(fr['found'])}: take one?", "9.7.3",
                    [Action(TAKE_NONE, "pass", none_label)]
                    + [Action(f"ruin_take:{x}", "take_item", f"Take the {x}", item=x)
                       for x in allowed])


def take(s, c, item):
    """One `item` leaves the ruin in c."""
    s["ruin_items"].remove(item)
    s["ruin_stacks"][str(c)] -= 1


def settle(s, c, left, who) -> bool:
    """After `who` looked at the ruin in c and left the items `left` there: an empty ruin
    is removed from the map (True); otherwise `who` is among those who know what it holds."""
    key = str(c)
    if s["ruin_stacks"][key] == 0:
        del s["ruin_stacks"][key]
        s["ruin_seen"].pop(key, None)
        s["board"][c]["ruins"] -= 1
        return True
    who_saw = sorted(set((s["ruin_seen"].get(key) or {}).get("seen_by", [])) | {who})
    s["ruin_seen"][key] = {"items": sorted(left), "seen_by": who_saw}
    return False


def allowed(found, r_items_held) -> list:
    """Law 9.7.3: the items of `found` one may take, not an R item of a type one already
    holds an R item of (`r_items_held`: those types)."""
    return sorted({x for x in found if x not in r_items_held})


def guess_found(s, fr, guess):
    """For bots: a frame looking at a ruin whose items the seat may not see (found None,
    found_count kept by the observation) gets a guess among the items not known elsewhere."""
    if fr.get("found", "") is not None:
        return
    pool = Counter(s["ruin_items"])
    for k, seen_items in s["ruin_seen"].items():
        if k != str(fr["clearing"]):
            pool.subtract(seen_items["items"])
    fr["found"] = sorted(guess.sample(sorted((+pool).elements()), fr.pop("found_count")))
