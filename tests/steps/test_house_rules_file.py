"""House rules files (docs/RULES_FILES.md): the ready tables in configs/, every refusal with its
message, and `--house` flags laid over a file."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from reference_impl.catalog import OPTIONS, rules_to_dict
from reference_impl.editions import EDITIONS
from reference_impl.rules import TableRules
from suite.run.certification import HouseRulesError, parse_house_options
from suite.run.house_rules_file import (
    RulesFile,
    RulesFileError,
    load_rules_file,
    merge_house_options,
)

REPOSITORY = Path(__file__).resolve().parents[2]
CONFIGS = sorted((REPOSITORY / "configs").glob("*.toml"))
CLAUSES = {spec.name: spec.clause.split(", ") for spec in OPTIONS}


def _editions_named(path: Path) -> list[str]:
    edition = tomllib.loads(path.read_text(encoding="utf-8"))["edition"]
    return [edition] if isinstance(edition, str) else list(edition)


def _header(path: Path) -> str:
    lines = path.read_text(encoding="utf-8").splitlines()
    header = [
        line for line in lines[: next(i for i, s in enumerate(lines) if not s.startswith("#"))]
    ]
    return "\n".join(header)


def _write(tmp_path: Path, text: str, name: str = "table.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _refusal(path: Path, edition: str | None = "nj-2024") -> str:
    with pytest.raises(RulesFileError) as caught:
        load_rules_file(path, edition)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    return message


# The ready tables of configs/


def test_configs_holds_three_to_eight_tables() -> None:
    assert 3 <= len(CONFIGS) <= 8


@pytest.mark.parametrize(
    ("path", "edition"),
    [(path, edition) for path in CONFIGS for edition in _editions_named(path)],
    ids=lambda value: value.name if isinstance(value, Path) else str(value),
)
def test_every_config_loads_in_each_edition_it_names(path: Path, edition: str) -> None:
    rules = load_rules_file(path, edition)
    assert rules.edition == edition
    assert rules.description
    assert rules.options
    # The options as a run sends them: a --house-free run gets exactly the file's table.
    assert merge_house_options(rules.options, [], edition) == rules.options


@pytest.mark.parametrize("path", CONFIGS, ids=lambda path: path.name)
def test_every_config_says_what_table_it_is_and_cites_its_options(path: Path) -> None:
    header = _header(path)
    assert header.count("\n") >= 3, "a comment header says what table the file describes"
    for edition in _editions_named(path):
        assert edition in header
    house = tomllib.loads(path.read_text(encoding="utf-8"))["house"]
    for name in house:
        assert name in header, f"{path.name}: the header does not mention {name}"
        assert any(clause in header for clause in CLAUSES[name]), (
            f"{path.name}: the header cites none of {CLAUSES[name]} for {name}"
        )


@pytest.mark.parametrize("path", CONFIGS, ids=lambda path: path.name)
def test_every_config_is_refused_in_the_editions_it_does_not_name(path: Path) -> None:
    for edition in sorted(set(EDITIONS) - set(_editions_named(path))):
        message = _refusal(path, edition)
        assert edition in message


def test_the_default_table_writes_out_every_default() -> None:
    rules = load_rules_file(REPOSITORY / "configs" / "default-table.toml", None)
    defaults = rules_to_dict(TableRules())
    del defaults["edition"]
    assert rules.options == defaults


def test_the_card_reader_table_is_not_for_nj_1996_because_of_2_7_c(tmp_path: Path) -> None:
    text = (REPOSITORY / "configs" / "card-reader.toml").read_text(encoding="utf-8")
    path = _write(tmp_path, re.sub(r"(?m)^edition = .*$", "", text))
    assert "consolidated_net_payout" in _refusal(path, "nj-1996")
    assert "19:47-2.7(c)" in _refusal(path, "nj-1996")


# What a file holds


def test_a_file_gives_its_description_edition_and_options(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        """
        # a comment
        description = "  Atlantic City six-deck shoe game with late surrender  "
        edition = "nj-2004"

        [house]
        decks = 6
        surrender = true
        table_minimum = "10"
        chip_unit = 5
        hole_card = "face-down"
        entry_restrictions = [1, 3]
        designated_blackjack = "AS+KS@6:5"
        """,
    )
    assert load_rules_file(path, None) == RulesFile(
        path=path,
        description="Atlantic City six-deck shoe game with late surrender",
        edition="nj-2004",
        editions=("nj-2004",),
        options={
            "decks": 6,
            "surrender": True,
            "table_minimum": "10.00",
            "chip_unit": "5.00",
            "hole_card": "face-down",
            "entry_restrictions": ["1", "3"],
            "designated_blackjack": "AS+KS@6:5",
        },
    )
    # The options are the protocol's values, as --house would give them.
    flags = ["decks=6", "surrender=true", "table_minimum=10", "chip_unit=5", "hole_card=face-down"]
    flags += ["entry_restrictions=1 3", "designated_blackjack=AS+KS@6:5"]
    assert load_rules_file(path, "nj-2004").options == parse_house_options(flags, "nj-2004")


def test_an_empty_house_table_is_the_default_table(tmp_path: Path) -> None:
    path = _write(tmp_path, "[house]\n")
    assert load_rules_file(path, "nj-1996") == RulesFile(
        path=path, description="", edition="nj-1996", editions=(), options={}
    )


def test_without_an_edition_the_run_takes_the_files_or_the_default(tmp_path: Path) -> None:
    assert load_rules_file(_write(tmp_path, "[house]\n"), None).edition == "nj-2024"
    several = _write(tmp_path, 'edition = ["nj-2004", "nj-1996"]\n[house]\n', "several.toml")
    assert load_rules_file(several, None).edition == "nj-2004"
    assert load_rules_file(several, "nj-1996").edition == "nj-1996"


# Refusals: the message starts with the path and says what is wrong


def test_an_unreadable_file_is_refused(tmp_path: Path) -> None:
    assert "cannot read the file" in _refusal(tmp_path / "missing.toml")
    assert "cannot read the file" in _refusal(tmp_path)


def test_a_file_that_is_not_toml_is_refused_with_line_and_column(tmp_path: Path) -> None:
    path = _write(tmp_path, "[house]\ndecks = 6\nsurrender = yes\n")
    message = _refusal(path)
    assert "not valid TOML" in message
    assert "line 3, column 13" in message


def test_a_file_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes('description = "caf\u00e9"\n[house]\n'.encode("latin-1"))
    assert "not UTF-8" in _refusal(path)


def test_an_unknown_top_level_key_is_refused(tmp_path: Path) -> None:
    message = _refusal(_write(tmp_path, 'descripton = "x"\n[house]\n'))
    assert "unknown key 'descripton' (did you mean 'description'?)" in message


def test_an_unknown_table_is_refused(tmp_path: Path) -> None:
    message = _refusal(_write(tmp_path, "[house]\n[houses]\ndecks = 6\n"))
    assert "unknown table [houses] (did you mean 'house'?)" in message


def test_a_missing_house_table_is_refused(tmp_path: Path) -> None:
    message = _refusal(_write(tmp_path, 'description = "x"\ndecks = 6\n'))
    assert "unknown key 'decks'" in message
    assert "no [house] table" in _refusal(_write(tmp_path, 'description = "x"\n', "b.toml"))


def test_a_house_that_is_not_a_table_is_refused(tmp_path: Path) -> None:
    assert "house must be a table" in _refusal(_write(tmp_path, 'house = "six decks"\n'))


def test_an_unknown_option_is_refused_with_the_closest_name(tmp_path: Path) -> None:
    message = _refusal(_write(tmp_path, "[house]\nsurender = true\n"))
    assert "unknown house option 'surender' (did you mean 'surrender'?)" in message
    message = _refusal(_write(tmp_path, '[house]\ntable-minimum = "10"\n', "b.toml"))
    assert "(did you mean 'table_minimum'?)" in message
    message = _refusal(_write(tmp_path, "[house]\nwonga = 1\n", "c.toml"))
    assert "unknown house option 'wonga'; `bjkit rules` lists them" in message


def test_the_edition_is_not_a_house_option(tmp_path: Path) -> None:
    message = _refusal(_write(tmp_path, '[house]\nedition = "nj-2024"\n'))
    assert "[house] edition: the edition is a top-level key" in message


@pytest.mark.parametrize(
    ("line", "wanted"),
    [
        ('decks = "6"', "[house] decks: a whole number without quotes"),
        ("decks = 6.0", "[house] decks: a whole number without quotes or a decimal point"),
        ("decks = true", "[house] decks: a whole number"),
        ("decks = 9", "decks=9: at least one deck, at most eight [13:69F-2.2(a)]"),
        ('surrender = "yes"', "[house] surrender: true or false (without quotes)"),
        ("surrender = 1", "[house] surrender: true or false"),
        ('hole_card = "face-sideways"', "hole_card: 'face-sideways' is not one of no-hole-card"),
        ("hole_card = 1", '[house] hole_card: a string, e.g. hole_card = "no-hole-card"'),
        ('table_minimum = "ten"', "'ten' is not an amount of money"),
        ('table_minimum = "7.505"', "is not a whole number of cents"),
        (
            "table_minimum = true",
            '[house] table_minimum: an amount of money as a string, e.g. "10.00"',
        ),
        ('entry_restrictions = [1, "9"]', "entry_restrictions"),
        ("entry_restrictions = 1", "[house] entry_restrictions: a list such as [1, 3]"),
        ('designated_blackjack = "AS"', "designated_blackjack: 'AS': give the ace"),
        ("description = 3\n[house]", "description must be a string"),
    ],
)
def test_a_bad_value_is_refused_naming_the_option(tmp_path: Path, line: str, wanted: str) -> None:
    text = f"[house]\n{line}\n" if "[house]" not in line else f"{line}\n"
    assert wanted in _refusal(_write(tmp_path, text))


@pytest.mark.parametrize("name", ["table_minimum", "table_maximum", "chip_unit"])
def test_a_float_is_refused_for_money(tmp_path: Path, name: str) -> None:
    message = _refusal(_write(tmp_path, f"[house]\n{name} = 7.50\n"))
    assert f'[house] {name} = 7.5: money is written as a string, e.g. {name} = "7.50"' in message
    assert "never uses floats for money" in message


def test_integers_are_whole_amounts_of_money(tmp_path: Path) -> None:
    path = _write(tmp_path, "[house]\ntable_minimum = 10\ntable_maximum = 500\n")
    assert load_rules_file(path, None).options == {
        "table_minimum": "10.00",
        "table_maximum": "500.00",
    }


def test_a_forbidden_combination_is_refused_naming_the_clause(tmp_path: Path) -> None:
    path = _write(tmp_path, '[house]\nhole_card = "face-up"\nsurrender = true\n')
    message = _refusal(path, "nj-2024")
    assert "[house] in nj-2024: surrender=True: not available with the face-up hole card" in message
    assert "[13:69F-2.6(k)3]" in message
    assert "[19:47-2.6(k)3]" in _refusal(path, "nj-1996")
    path = _write(tmp_path, "[house]\nmax_splits = 3\n", "splits.toml")
    assert "three splits only at tables of up to six boxes" in _refusal(path)
    assert "[13:69F-2.11(e)]" in _refusal(path)


def test_an_option_of_a_later_edition_is_refused_in_an_earlier_one(tmp_path: Path) -> None:
    path = _write(tmp_path, "[house]\nconsolidated_net_payout = true\n")
    assert "[19:47-2.7(c)]" in _refusal(path, "nj-1996")
    assert load_rules_file(path, "nj-2004").options == {"consolidated_net_payout": True}


def test_an_edition_other_than_the_files_is_refused_naming_both(tmp_path: Path) -> None:
    path = _write(tmp_path, 'edition = "nj-2024"\n[house]\n')
    message = _refusal(path, "nj-1996")
    assert "the file's rules are for nj-2024" in message
    assert "this run certifies nj-1996" in message
    path = _write(tmp_path, 'edition = ["nj-2004", "nj-2024"]\n[house]\n', "b.toml")
    assert "for nj-2004 or nj-2024 (its edition key), but this run certifies nj-1996" in (
        _refusal(path, "nj-1996")
    )


@pytest.mark.parametrize(
    ("line", "wanted"),
    [
        ('edition = "nj-2030"', "edition 'nj-2030' is not an edition the kit knows"),
        ("edition = 2024", 'edition must be a string such as "nj-2024" or a list of them'),
        ("edition = []", "edition must be a string"),
    ],
)
def test_an_unknown_edition_in_the_file_is_refused(tmp_path: Path, line: str, wanted: str) -> None:
    assert wanted in _refusal(_write(tmp_path, f"{line}\n[house]\n"), None)


def test_an_unknown_edition_of_the_run_is_refused(tmp_path: Path) -> None:
    message = _refusal(_write(tmp_path, "[house]\n"), "nj-1850")
    assert (
        "edition 'nj-1850' is not an edition the kit knows "
        "(nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set)" in message
    )


# --house flags over a file


def test_flags_override_the_files_options(tmp_path: Path) -> None:
    path = _write(tmp_path, '[house]\ndecks = 6\nsurrender = true\ntable_minimum = "10.00"\n')
    rules = load_rules_file(path, "nj-2024")
    merged = merge_house_options(
        rules.options, ["decks=8", "surrender=false", "boxes=6"], "nj-2024"
    )
    assert merged == {"decks": 8, "surrender": False, "table_minimum": "10.00", "boxes": 6}
    assert rules.options["decks"] == 6, "the file's options are left as they were"


def test_a_flag_may_make_a_forbidden_file_combination_allowed(tmp_path: Path) -> None:
    path = _write(tmp_path, "[house]\nboxes = 6\n")
    rules = load_rules_file(path, "nj-2024")
    merged = merge_house_options(rules.options, ["max-splits=3"], "nj-2024")
    assert merged == {"boxes": 6, "max_splits": 3}


def test_a_flag_that_makes_the_combination_forbidden_names_the_clause(tmp_path: Path) -> None:
    path = _write(tmp_path, '[house]\nhole_card = "face-up"\n')
    rules = load_rules_file(path, "nj-2024")
    with pytest.raises(HouseRulesError) as caught:
        merge_house_options(rules.options, ["surrender=true"], "nj-2024")
    message = str(caught.value)
    assert "not available with the face-up hole card [13:69F-2.6(k)3]" in message
    assert "the rules file's options with --house surrender=true over them" in message
    with pytest.raises(HouseRulesError, match=r"2\.11\(e\)"):
        merge_house_options({"boxes": 6, "max_splits": 3}, ["boxes=7"], "nj-2024")


def test_a_malformed_flag_is_refused(tmp_path: Path) -> None:
    with pytest.raises(HouseRulesError, match="write OPTION=VALUE"):
        merge_house_options({"decks": 6}, ["surrender"], "nj-2024")


def test_docs_list_every_config() -> None:
    docs = (REPOSITORY / "docs" / "RULES_FILES.md").read_text(encoding="utf-8")
    for path in CONFIGS:
        assert f"`{path.name}`" in docs
