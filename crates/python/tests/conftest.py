"""With BERSERK_NO_SKIPS=1 (scripts/test-python, after it installed every
package the tests use) a skipped test fails the run: a missing package must
not pass unnoticed."""

import os


def pytest_sessionfinish(session, exitstatus):
    if os.environ.get("BERSERK_NO_SKIPS") != "1":
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = reporter.stats.get("skipped", []) if reporter else []
    if skipped:
        reporter.write_line(f"BERSERK_NO_SKIPS: {len(skipped)} test(s) skipped, which fails this run", red=True)
        session.exitstatus = 1
