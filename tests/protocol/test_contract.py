"""The contract holds together: the document, the schemas and the code say the same thing."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

from jsonschema import Draft7Validator

from reference_impl.catalog import OPTIONS
from vendor_adapters.capabilities import CAPABILITIES
from vendor_adapters.protocol import METHODS, PROTOCOL_VERSION, ErrorCode

ADAPTERS_MD = Path(__file__).resolve().parents[2] / "docs" / "ADAPTERS.md"
SCHEMAS = resources.files("vendor_adapters.schemas")


def _doc() -> str:
    return ADAPTERS_MD.read_text(encoding="utf-8")


def test_the_document_carries_the_protocol_version_of_the_code() -> None:
    found = re.search(r"\*\*Protocol version: ([0-9]+\.[0-9]+)\*\*", _doc())
    assert found is not None
    assert found.group(1) == PROTOCOL_VERSION


def test_every_method_is_documented_and_has_a_params_and_a_result_schema() -> None:
    doc = _doc()
    for method in METHODS:
        assert f"| `{method}` |" in doc, method
        for part in ("params", "result"):
            schema = json.loads(SCHEMAS.joinpath(f"{method}.{part}.schema.json").read_text())
            Draft7Validator.check_schema(schema)
            assert schema["$id"].endswith(f"/{method}.{part}.schema.json")


def test_there_is_no_schema_for_a_method_the_protocol_lacks() -> None:
    names = {entry.name for entry in SCHEMAS.iterdir() if entry.name.endswith(".schema.json")}
    expected = {f"{m}.{p}.schema.json" for m in METHODS for p in ("params", "result")}
    assert names - expected == {"common.schema.json"}


def test_every_capability_of_the_vocabulary_is_documented() -> None:
    doc = _doc()
    for capability in CAPABILITIES:
        assert f"| `{capability}` |" in doc, capability


def test_every_error_code_is_documented() -> None:
    doc = _doc()
    for code in ErrorCode:
        assert f"| {int(code)} |" in doc, code


def test_every_house_option_is_named_in_the_document_with_its_default() -> None:
    doc = _doc()
    block = doc.split("## House options", 1)[1].split("```json", 1)[1].split("```", 1)[0]
    defaults = json.loads(block)
    assert set(defaults) == {spec.name for spec in OPTIONS} - {"edition"}
