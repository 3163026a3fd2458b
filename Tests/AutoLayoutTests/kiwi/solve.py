#!/usr/bin/env python3
"""Solve constraint systems with kiwisolver, for AutoLayoutTests' differential test.

Reads JSON on stdin:
  {"systems": [{"variables": N,
                "constraints": [{"terms": [[variable, coefficient], ...], "constant": c,
                                 "op": "==" | "<=" | ">=", "strength": s}, ...],
                "edits": [{"variable": i, "strength": s, "value": v}, ...]}, ...]}
where each constraint means  sum(coefficient * variable) + constant  op  0, and a strength is
"required" or a number (kiwi's weight). Prints {"solutions": [[value, ...] | null, ...]}, null for
a system kiwi calls unsatisfiable. One process solves a whole batch.
"""
import json
import sys

import kiwisolver


def solve(system):
    solver = kiwisolver.Solver()
    variables = [kiwisolver.Variable("v%d" % i) for i in range(system["variables"])]
    try:
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
            strength = c["strength"]
            if strength != "required":
                constraint = constraint | strength
            solver.addConstraint(constraint)
        for e in system.get("edits", []):
            solver.addEditVariable(variables[e["variable"]], e["strength"])
            solver.suggestValue(variables[e["variable"]], e["value"])
    except kiwisolver.UnsatisfiableConstraint:
        return None
    solver.updateVariables()
    return [v.value() for v in variables]


def main():
    batch = json.load(sys.stdin)
    json.dump({"solutions": [solve(s) for s in batch["systems"]]}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
