"""scripts/speed_targets.py reads the peer harness's results: ratios within each round,
their medians, each target's verdict, and a clear error for a file that is not one."""
import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("speed_targets", ROOT / "scripts" / "speed_targets.py")
speed_targets = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(speed_targets)


def _results(tmp_path, rounds):
    """A results file as driver.py writes it: one line per engine run (100 games each)."""
    path = tmp_path / "results.jsonl"
    with open(path, "w") as fh:
        for k, rates in enumerate(rounds, 1):
            for engine, games_per_s in rates.items():
                fh.write(json.dumps({"round": k, "engine": engine, "games": 100,
                                     "cpu_s": 100 / games_per_s}) + "\n")
    return str(path)


def test_the_medians_are_of_ratios_within_each_round(tmp_path):
    # round by round rw4/rootrl4 is 1.2, 0.8, 1.1: median 1.1
    path = _results(tmp_path, [
        {"rw4": 48, "rootrl4": 40, "rw4loop": 30, "rw2": 100},
        {"rw4": 40, "rootrl4": 50, "rw4loop": 50, "rw2": 90},
        {"rw4": 44, "rootrl4": 40, "rw4loop": 34, "rw2": 80},
    ])
    lines = speed_targets.report(path)
    assert lines[0].endswith("3 rounds")
    assert "4p play_random / ROOTRL games/s: median 1.100 over 3 rounds (0.800-1.200); target 1.00: met" in lines[1]
    # the loop: 0.75, 1.0, 0.85 -> median 0.85, under its target
    assert "4p public loop / ROOTRL games/s: median 0.850" in lines[2] and lines[2].endswith("not met")
    # 2p over ROOTRL's 4p rate: 2.5, 1.8, 2.0 -> 2.0, against 120 / 65.4
    assert "median 2.000" in lines[3] and "target 1.83: met" in lines[3]
    assert "2p games/s here: 90.0" in lines[4] and "here it runs 40.0" in lines[4]


def test_an_engine_missing_from_the_run_is_said_so(tmp_path):
    path = _results(tmp_path, [{"rw4": 40, "rootrl4": 40}])
    lines = speed_targets.report(path)
    assert "median 1.000" in lines[1] and lines[1].endswith(": met")
    assert lines[2] == "  4p public loop / ROOTRL games/s: not in this run (rw4loop and rootrl4 needed)"
    assert not any("2p games/s here" in line for line in lines)


def test_a_file_that_is_not_driver_results_is_refused_by_name_and_line(tmp_path):
    path = tmp_path / "summary.md"
    path.write_text('{"round": 1, "engine": "rw4", "games": 100, "cpu_s": 2.5}\n| a table |\n')
    with pytest.raises(SystemExit, match=r"summary.md line 2: not a line of driver.py's results"):
        speed_targets.report(str(path))
