"""pytest hooks of the suite (shared helpers are in tests/helpers.py)."""

# ----- figures of the random-game check (tests/test_random_games.py) -----------------------

_RANDOM_GAMES = []


def pytest_runtest_logreport(report):
    if report.when == "call":
        for name, value in report.user_properties:
            if name == "random_game":
                _RANDOM_GAMES.append(value)


def pytest_terminal_summary(terminalreporter):
    if not _RANDOM_GAMES:
        return
    tr = terminalreporter
    tr.section("random games (tests/test_random_games.py)")
    by_mix = {}
    for r in _RANDOM_GAMES:
        by_mix.setdefault(r["mix"], []).append(r)
    for mix, rs in by_mix.items():
        n = len(rs)
        tr.write_line(f"{mix:36s} {n:4d} games {sum(r['decisions'] for r in rs) / n:6.0f} decisions/game "
                      f"{sum(r['cpu'] for r in rs) / n:5.2f} s CPU/game")
    rs = _RANDOM_GAMES
    tr.write_line(f"total: {len(rs)} games, {sum(r['decisions'] for r in rs)} decisions with every cheap "
                  f"check; {sum(r['roundtrip'] for r in rs)} save/load round trips, "
                  f"{sum(r['observe'] for r in rs)} seat views, {sum(r['undo'] for r in rs)} undos, "
                  f"{sum(r['end_checks'] for r in rs)} full replays; {sum(r['cpu'] for r in rs):.0f} s CPU")
