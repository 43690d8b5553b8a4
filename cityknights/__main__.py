"""`python -m cityknights ...`: the same command line as the `cityknights` script."""

from cityknights.cli import main

if __name__ == "__main__":
    main(prog_name="cityknights")
