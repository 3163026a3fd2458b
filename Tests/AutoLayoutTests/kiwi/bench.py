#!/usr/bin/env python3
"""Time kiwisolver on the systems `safearea-bench --solver --solver-json FILE` writes.

For each system: add + solve (a fresh kiwi Solver, the edit variables added and suggested,
every constraint added, updateVariables) and an incremental re-solve (suggestValue on every edit
variable, the root's size and the guides, alternating between two screen sizes, then
updateVariables). The constraint
objects are made before the clock starts, so only kiwi's solver is timed, in-process. Prints
kiwi's median milliseconds and, where the file has this bench's own figures, the ratio
(kiwi's time / ours: above 1 means this solver is faster).

    python3 Tests/AutoLayoutTests/kiwi/bench.py FILE [--runs N]
"""
import json
import statistics
import sys
import time

import kiwisolver


def build(system):
    variables = [kiwisolver.Variable("v%d" % i) for i in range(system["variables"])]
    constraints = []
    for c in system["constraints"]:
        expression = c["constant"]
        for index, coefficient in c["terms"]:
            expression = expression + coefficient * variables[index]
        if c["op"] == "==":
            constraint = expression == 0
        elif c["op"] == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        if c["strength"] != "required":
            constraint = constraint | c["strength"]
        constraints.append(constraint)
    return variables, constraints


def add_and_solve(system, variables, constraints):
    solver = kiwisolver.Solver()
    # The edits first, as safearea's engine adds them.
    for e in system["edits"]:
        solver.addEditVariable(variables[e["variable"]], e["strength"])
        solver.suggestValue(variables[e["variable"]], e["value"])
    for constraint in constraints:
        try:
            solver.addConstraint(constraint)
        except kiwisolver.UnsatisfiableConstraint:
            pass
    solver.updateVariables()
    return solver


def median_ms(runs, body):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main():
    arguments = sys.argv[1:]
    if not arguments:
        sys.exit("usage: bench.py FILE [--runs N]")
    runs = 21
    if "--runs" in arguments:
        runs = int(arguments[arguments.index("--runs") + 1])
    with open(arguments[0]) as f:
        batch = json.load(f)
    print("kiwisolver %s: median of %d runs, milliseconds" % (kiwisolver.__version__, runs))
    for system in batch["systems"]:
        variables, constraints = build(system)
        cold = median_ms(runs, lambda: add_and_solve(system, variables, constraints))
        solver = add_and_solve(system, variables, constraints)
        edits = [variables[i] for i in system["resizeVariables"]]
        values = system["resizeValues"]
        state = {"flip": False}

        def resize():
            state["flip"] = not state["flip"]
            for variable, value in zip(edits, values[1] if state["flip"] else values[0]):
                solver.suggestValue(variable, value)
            solver.updateVariables()

        incremental = median_ms(runs, resize)
        line = "  %-14s add+solve %.3f, suggestValue %.3f" % (system["name"], cold, incremental)
        ours = system.get("swift", {})
        if "addSolve" in ours and ours["addSolve"] > 0:
            line += "; kiwi/ours: add+solve %.2f" % (cold / ours["addSolve"])
        if "suggestValue" in ours and ours["suggestValue"] > 0:
            line += ", suggestValue %.2f" % (incremental / ours["suggestValue"])
        print(line)


if __name__ == "__main__":
    main()
