"""The protocol's JSON Schemas: one for each method's params and one for its result.

Every message in either direction is checked against them, whatever the transport; a message that
breaks its schema is an adapter error naming the method, the field and what was expected.

The schemas are draft-07, which every language's validators support. Checks run through
fastjsonschema, which compiles each schema to Python and keeps a batch of thousands of rounds
within the throughput bar; a message that fails is explained again by jsonschema, whose messages
name the deepest field at fault.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

import fastjsonschema
from jsonschema import Draft7Validator
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource

from regulations.errors import KitError
from vendor_adapters.errors import SchemaViolation
from vendor_adapters.protocol import METHODS

__all__ = [
    "GAME_SCHEMAS",
    "RequestSchemaError",
    "check_game_message",
    "check_params",
    "check_request",
    "check_result",
    "error_object_violation",
    "schema_text",
]

_SCHEMA_PACKAGE = "vendor_adapters.schemas"


def schema_text(file_name: str) -> str:
    return resources.files(_SCHEMA_PACKAGE).joinpath(file_name).read_text(encoding="utf-8")


@cache
def _registry() -> Registry[Any]:
    registry: Registry[Any] = Registry()
    for entry in resources.files(_SCHEMA_PACKAGE).iterdir():
        if entry.name.endswith(".schema.json"):
            contents = json.loads(entry.read_text(encoding="utf-8"))
            registry = registry.with_resource(contents["$id"], Resource.from_contents(contents))
    return registry.crawl()


_BASE_URI = "https://bjkit.invalid/adapter-protocol/1/"


@cache
def _explainer(file_name: str) -> Draft7Validator:
    schema = json.loads(schema_text(file_name))
    Draft7Validator.check_schema(schema)
    return Draft7Validator(schema, registry=_registry())


def _inline_references(node: Any, definitions: dict[str, Any]) -> Any:
    """The schema with every `$ref` replaced by what it names. The protocol's schemas are not
    recursive, and fastjsonschema's code for an inline schema is about a third faster than its
    code for a reference, which builds an error path at every call."""
    if isinstance(node, dict):
        reference = node.get("$ref")
        if isinstance(reference, str):
            name = reference.rpartition("#/definitions/")[2]
            return _inline_references(definitions[name], definitions)
        return {
            key: _inline_references(value, definitions)
            for key, value in node.items()
            if key not in ("$id", "$schema", "definitions")
        }
    if isinstance(node, list):
        return [_inline_references(value, definitions) for value in node]
    return node


@cache
def _fast_check(file_name: str) -> Any:
    # A reference names a definition of common.schema.json or of the schema's own.
    own = json.loads(schema_text(file_name))
    definitions = {
        **json.loads(schema_text("common.schema.json"))["definitions"],
        **own.get("definitions", {}),
    }
    return fastjsonschema.compile(_inline_references(own, definitions), use_formats=False)


def _field_path(error: ValidationError) -> str:
    path = "".join(
        f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path
    )
    return path.lstrip(".") or "(the whole message)"


def _violation(
    method: str, part: str, instance: object, file_name: str | None = None
) -> SchemaViolation | None:
    """Why `instance`, `part` of `method`, breaks its schema (`method.part.schema.json`, or
    `file_name`), or None when it fits."""
    file_name = file_name or f"{method}.{part}.schema.json"
    try:
        _fast_check(file_name)(instance)
    except fastjsonschema.JsonSchemaValueException as fast_error:
        errors = list(_explainer(file_name).iter_errors(instance))
        if not errors:  # the two validators disagree: keep fastjsonschema's word for it
            return SchemaViolation(
                method=method, part=part, field=str(fast_error.path), expected=fast_error.message
            )
        # Inside oneOf/anyOf the deepest error is the one a vendor can act on.
        first = min(errors, key=lambda e: list(map(str, e.absolute_path)))
        leaf = first
        while leaf.context:
            leaf = max(leaf.context, key=lambda e: len(e.absolute_path))
        return SchemaViolation(
            method=method,
            part=part,
            field=_field_path(leaf),
            expected=leaf.message,
            count=len(errors),
        )
    return None


def check_params(method: str, params: object) -> None:
    """Raise `SchemaViolation` when `params` do not fit `method`'s params schema."""
    if method not in METHODS:
        raise SchemaViolation(
            method=method, part="params", field="method", expected="a known method"
        )
    violation = _violation(method, "params", params)
    if violation is not None:
        raise violation


class RequestSchemaError(KitError):
    """A request the kit was about to send that breaks the method's params schema: the kit's own
    mistake, never the game's (`check_request`)."""

    def __init__(self, violation: SchemaViolation) -> None:
        self.violation = violation
        super().__init__(
            f"the kit's {violation.method} request breaks the protocol's params schema: "
            f"{violation.part} field {violation.field}: {violation.expected}; it is not sent"
        )


def check_request(method: str, params: object) -> None:
    """Raise `RequestSchemaError` when a request the kit is about to send does not fit
    `method`'s params schema."""
    violation = (
        SchemaViolation(method=method, part="params", field="method", expected="a known method")
        if method not in METHODS
        else _violation(method, "params", params)
    )
    if violation is not None:
        # Raised outside any handler: the kit's error, with no adapter error in its context.
        raise RequestSchemaError(violation)


def check_result(method: str, result: object) -> None:
    """Raise `SchemaViolation` when `result` does not fit `method`'s result schema."""
    violation = _violation(method, "result", result)
    if violation is not None:
        raise violation


# 1.5: the schemas of a game's own round and outcome, `games/GAME.round.schema.json` and
# `games/GAME.outcome.schema.json`, which `play`'s params and result carry.
GAME_SCHEMAS = "games"


def check_game_message(game: str, part: str, instance: object) -> None:
    """Raise `SchemaViolation` when `instance`, a `play` round (`part` "round") or outcome
    ("outcome") of `game`, does not fit the game's schema (`games/GAME.PART.schema.json`); a game
    without one is not checked further than `play`'s own schema."""
    file_name = f"{GAME_SCHEMAS}/{game}.{part}.schema.json"
    if not resources.files(_SCHEMA_PACKAGE).joinpath(file_name).is_file():
        return
    method_part = "params" if part == "round" else "result"
    violation = _violation("play", method_part, instance, file_name)
    if violation is None:
        return
    # Inside `play`'s params the round is the member `round`; the outcome is the whole result.
    if part == "round":
        whole = violation.field == "(the whole message)"
        field = "round" if whole else f"round.{violation.field}"
        raise SchemaViolation(
            method="play",
            part=method_part,
            field=field,
            expected=violation.expected,
            count=violation.count,
        )
    raise violation


def error_object_violation(error: object) -> str | None:
    """Why a JSON-RPC error object breaks the protocol's error schema, or None when it fits."""
    schema = {"$ref": f"{_BASE_URI}common.schema.json#/definitions/error_object"}
    validator = Draft7Validator(schema, registry=_registry())
    for problem in validator.iter_errors(error):
        return f"{_field_path(problem)}: {problem.message}"
    return None
