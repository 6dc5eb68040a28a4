"""The kit's side of the wire: a `GameUnderTest` that runs an adapter process over stdio.

The kit stays in control. Every call has a time limit, after which the adapter is killed and the
call is an `AdapterError` with the last lines of its stderr. Every line the adapter writes must be
the JSON-RPC response to the call in flight and fit the method's schema; anything else (a log line
on stdout, a wrong id, an oversized message, a crash) is an `AdapterError` naming what was wrong.
After a crash or a kill, the next call starts the adapter again, handshakes as before and opens
the tables again; a round that was in flight is lost and says so.
"""

from __future__ import annotations

import collections
import contextlib
import itertools
import os
import selectors
import subprocess
import threading
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import IO, Any

from vendor_adapters.errors import AdapterError, AdapterRefusal, SchemaViolation
from vendor_adapters.jsonrpc import DEFAULT_MAX_MESSAGE_BYTES, decode_line, encode, request
from vendor_adapters.protocol import (
    BatchResult,
    Empty,
    Handshake,
    Irregularity,
    KitInfo,
    Outcome,
    RoundStarted,
    ScriptedRound,
    ShoeResult,
    ShoeRound,
    ShuffleScript,
    Status,
    TableOpened,
    Wager,
)
from vendor_adapters.schema import check_request, check_result, error_object_violation

__all__ = ["DEFAULT_TIMEOUT_SECONDS", "StdioAdapter"]

DEFAULT_TIMEOUT_SECONDS = 10.0
_STDERR_LINES_KEPT = 20
_READ_CHUNK = 1 << 20


@dataclass
class _RemoteTable:
    edition: str
    options: dict[str, object]
    generation: int
    remote_id: str


class StdioAdapter:
    """An adapter process spoken to in JSON-RPC 2.0, one message per line."""

    validates_messages = True

    def __init__(
        self,
        command: Sequence[str],
        *,
        timeout: float = DEFAULT_TIMEOUT_SECONDS,
        max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
    ) -> None:
        if not command:
            raise AdapterError("spawn", "the stdio adapter command is empty")
        self.command = tuple(command)
        self.timeout = timeout
        self.max_message_bytes = max_message_bytes
        self._env = None if env is None else dict(env)
        self._cwd = cwd
        self._process: subprocess.Popen[bytes] | None = None
        self._generation = 0
        self._request_ids = itertools.count(1)
        self._inbox = bytearray()
        self._outbox = bytearray()
        self._stderr: collections.deque[str] = collections.deque(maxlen=_STDERR_LINES_KEPT)
        self._stderr_thread: threading.Thread | None = None
        self._handshake_params: dict[str, Any] | None = None
        self._identity: Handshake | None = None
        self._tables: dict[str, _RemoteTable] = {}
        self._rounds: dict[str, tuple[int, str]] = {}
        self._kit_ids = itertools.count(1)
        self.messages_checked = 0
        self.restarts = 0

    # GameUnderTest ------------------------------------------------------------------------

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        self._handshake_params = {"protocol": protocol, "kit": dict(kit)}
        self._ensure_running("handshake", handshake=False)
        result: Handshake = self._call("handshake", self._handshake_params)
        self._identity = result
        return result

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        self._ensure_running("open_table")
        params = {"edition": edition, "options": dict(options)}
        remote = self._call("open_table", params)["table"]
        kit_id = f"t{next(self._kit_ids)}"
        self._tables[kit_id] = _RemoteTable(edition, dict(options), self._generation, remote)
        return {"table": kit_id}

    def close_table(self, *, table: str) -> Empty:
        found = self._tables.pop(table, None)
        if found is not None and found.generation == self._generation and self._alive():
            self._call("close_table", {"table": found.remote_id})
        return {}

    def start_round(self, *, table: str) -> RoundStarted:
        remote_table = self._remote_table(table, "start_round")
        remote = self._call("start_round", {"table": remote_table})["round"]
        kit_id = f"r{next(self._kit_ids)}"
        self._rounds[kit_id] = (self._generation, remote)
        return {"round": kit_id}

    def load_shoe(self, *, round: str, cards: Sequence[str]) -> Empty:
        result: Empty = self._round_call("load_shoe", round, {"cards": list(cards)})
        return result

    def place_wagers(self, *, round: str, wagers: Sequence[Wager]) -> Empty:
        params = {"wagers": [dict(w) for w in wagers]}
        result: Empty = self._round_call("place_wagers", round, params)
        return result

    def deal(self, *, round: str) -> Status:
        result: Status = self._round_call("deal", round, {})
        return result

    def legal_actions(self, *, round: str) -> Status:
        result: Status = self._round_call("legal_actions", round, {})
        return result

    def apply(self, *, round: str, decision: str) -> Status:
        result: Status = self._round_call("apply", round, {"decision": decision})
        return result

    def outcome(self, *, round: str) -> Outcome:
        result: Outcome = self._round_call("outcome", round, {})
        return result

    def play_shoe(
        self,
        *,
        table: str,
        players: Sequence[int],
        shuffles: Sequence[ShuffleScript],
        rounds: Sequence[ShoeRound],
    ) -> ShoeResult:
        params = {
            "table": self._remote_table(table, "play_shoe"),
            "players": list(players),
            "shuffles": [dict(item) for item in shuffles],
            "rounds": [dict(item) for item in rounds],
        }
        result: ShoeResult = self._call("play_shoe", params)
        return result

    def inject(self, *, round: str, irregularity: Irregularity) -> Empty:
        result: Empty = self._round_call("inject", round, {"irregularity": dict(irregularity)})
        return result

    def play_rounds(
        self, *, table: str, rounds: Sequence[ScriptedRound], transcript: bool = False
    ) -> BatchResult:
        remote_table = self._remote_table(table, "play_rounds")
        params = {"table": remote_table, "rounds": list(rounds), "transcript": transcript}
        result: BatchResult = self._call("play_rounds", params)
        return result

    def play_rounds_pipelined(
        self,
        *,
        table: str,
        batches: Iterable[Sequence[ScriptedRound]],
        transcript: bool = False,
        ahead: int = 2,
    ) -> Iterator[BatchResult]:
        """Like play_rounds for each batch, with up to `ahead` batches sent before the answer
        to the first is read, so that the adapter computes while the kit checks."""
        remote_table = self._remote_table(table, "play_rounds")
        pending: collections.deque[int] = collections.deque()
        for batch in batches:
            params = {"table": remote_table, "rounds": list(batch), "transcript": transcript}
            pending.append(self._send("play_rounds", params))
            if len(pending) > ahead:
                yield self._receive(pending.popleft(), "play_rounds")
        while pending:
            yield self._receive(pending.popleft(), "play_rounds")

    def play(self, *, table: str, round: Mapping[str, object]) -> Mapping[str, object]:
        """1.5: one whole round of a game other than blackjack, on a table opened here."""
        remote_table = self._remote_table(table, "play")
        result: Mapping[str, object] = self._call("play", {"table": remote_table, "round": round})
        return result

    def shutdown(self) -> Empty:
        if self._alive():
            try:
                self._call("shutdown", {})
            finally:
                self._stop(wait_seconds=self.timeout)
        return {}

    def close(self) -> None:
        """Shut the adapter down politely, or kill it; never raises."""
        with contextlib.suppress(AdapterError, AdapterRefusal):
            self.shutdown()
        self._stop(wait_seconds=0)

    def __enter__(self) -> StdioAdapter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def stderr_tail(self) -> tuple[str, ...]:
        return tuple(self._stderr)

    # Ids across restarts -----------------------------------------------------------------

    def _remote_table(self, table: str, method: str) -> str:
        found = self._tables.get(table)
        if found is None:
            raise AdapterRefusal(1007, f"no open table {table!r}", {"field": "table"})
        self._ensure_running(method)
        if found.generation != self._generation:
            params = {"edition": found.edition, "options": found.options}
            found.remote_id = self._call("open_table", params)["table"]
            found.generation = self._generation
        return found.remote_id

    def _round_call(self, method: str, round_id: str, params: dict[str, Any]) -> Any:
        found = self._rounds.get(round_id)
        if found is None:
            raise AdapterRefusal(1007, f"no round {round_id!r}", {"field": "round"})
        generation, remote = found
        if generation != self._generation or not self._alive():
            raise AdapterError(
                "crash",
                f"round {round_id} was lost: the adapter stopped after an earlier error and "
                "is restarted for the next round",
                method=method,
                stderr_tail=self.stderr_tail(),
            )
        return self._call(method, {"round": remote, **params})

    # Process ------------------------------------------------------------------------------

    def _alive(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def _ensure_running(self, method: str, *, handshake: bool = True) -> None:
        if self._alive():
            return
        if self._process is not None:
            self._stop(wait_seconds=0)
        try:
            self._process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=self._env,
                cwd=self._cwd,
            )
        except OSError as error:
            raise AdapterError(
                "spawn", f"cannot start {' '.join(self.command)!r}: {error}", method=method
            ) from None
        assert self._process.stdin is not None
        # Writes must never block: an adapter that stops reading is timed out like one that
        # stops answering.
        os.set_blocking(self._process.stdin.fileno(), False)
        self._generation += 1
        if self._generation > 1:
            self.restarts += 1
        self._inbox.clear()
        self._outbox.clear()
        self._stderr.clear()
        assert self._process.stderr is not None
        self._stderr_thread = threading.Thread(
            target=_drain_stderr, args=(self._process.stderr, self._stderr), daemon=True
        )
        self._stderr_thread.start()
        if handshake and self._handshake_params is not None:
            again: Handshake = self._call("handshake", self._handshake_params)
            if self._identity is not None and again["identity"] != self._identity["identity"]:
                self._stop(wait_seconds=0)
                raise AdapterError(
                    "handshake",
                    f"the restarted adapter names itself {again['identity']}, not "
                    f"{self._identity['identity']}",
                    method=method,
                )

    def _stop(self, *, wait_seconds: float) -> None:
        process = self._process
        if process is None:
            return
        self._process = None
        if process.stdin is not None:
            with contextlib.suppress(OSError):
                process.stdin.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=wait_seconds) if wait_seconds > 0 else None
        if process.poll() is None:
            process.kill()
            process.wait()
        if self._stderr_thread is not None:
            self._stderr_thread.join(timeout=1.0)
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()

    def _fail(self, kind: str, detail: str, method: str) -> AdapterError:
        """Kill the adapter (its stream can no longer be trusted) and describe why."""
        self._stop(wait_seconds=0)
        return AdapterError(kind, detail, method=method, stderr_tail=self.stderr_tail())

    # Messages -----------------------------------------------------------------------------

    def _call(self, method: str, params: dict[str, Any]) -> Any:
        return self._receive(self._send(method, params), method)

    def _send(self, method: str, params: dict[str, Any]) -> int:
        check_request(method, params)  # the kit never sends what its own schema refuses
        request_id = next(self._request_ids)
        self._outbox += encode(request(request_id, method, params))
        return request_id

    def _receive(self, request_id: int, method: str) -> Any:
        line = self._next_line(method, time.monotonic() + self.timeout)
        try:
            message = decode_line(line)
        except ValueError:
            raise self._fail(
                "not-json",
                f"stdout line {_excerpt(line)} is not a JSON-RPC message; an adapter writes only "
                "responses to stdout, one per line (logs go to stderr)",
                method,
            ) from None
        return self._unwrap(message, request_id, method)

    def _unwrap(self, message: object, request_id: int, method: str) -> Any:
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            raise self._fail(
                "not-json-rpc",
                f'expected a JSON-RPC 2.0 response object with "jsonrpc": "2.0", got '
                f"{_excerpt(repr(message).encode())}",
                method,
            )
        if message.get("id") != request_id:
            raise self._fail(
                "wrong-id",
                f"the response has id {message.get('id')!r}; the request in flight is {request_id}",
                method,
            )
        has_result, has_error = "result" in message, "error" in message
        if has_result == has_error or set(message) - {"jsonrpc", "id", "result", "error"}:
            raise self._fail(
                "not-json-rpc",
                'a response has "jsonrpc", "id" and exactly one of "result" or "error"; got '
                f"members {sorted(message)}",
                method,
            )
        self.messages_checked += 1
        if has_error:
            error = message["error"]
            problem = error_object_violation(error)
            if problem is not None:
                raise AdapterError(
                    "schema",
                    f"error object {problem}",
                    method=method,
                    stderr_tail=self.stderr_tail(),
                )
            raise AdapterRefusal(error["code"], error["message"], error.get("data"))
        try:
            check_result(method, message["result"])
        except SchemaViolation as violation:
            raise violation.with_stderr(self.stderr_tail()) from None
        return message["result"]

    def _next_line(self, method: str, deadline: float) -> bytes:
        """Write what is waiting to be sent and read until one whole line has arrived."""
        process = self._process
        if process is None or process.stdin is None or process.stdout is None:
            raise AdapterError("crash", "the adapter is not running", method=method)
        stdin_fd, stdout_fd = process.stdin.fileno(), process.stdout.fileno()
        with selectors.DefaultSelector() as selector:
            selector.register(stdout_fd, selectors.EVENT_READ)
            writing = False
            while True:
                newline = self._inbox.find(b"\n")
                if newline >= 0 and not self._outbox:
                    line = bytes(self._inbox[:newline])
                    del self._inbox[: newline + 1]
                    if len(line) > self.max_message_bytes:
                        raise self._oversized(method, len(line))
                    if line.strip():
                        return line
                    continue
                if newline < 0 and len(self._inbox) > self.max_message_bytes:
                    raise self._oversized(method, len(self._inbox))
                if self._outbox and not writing:
                    selector.register(stdin_fd, selectors.EVENT_WRITE)
                    writing = True
                elif not self._outbox and writing:
                    selector.unregister(stdin_fd)
                    writing = False
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise self._fail(
                        "timeout",
                        f"no answer within {self.timeout:g} s; the adapter was killed",
                        method,
                    )
                for key, _ in selector.select(remaining):
                    if key.fd == stdout_fd:
                        chunk = os.read(stdout_fd, _READ_CHUNK)
                        if not chunk:
                            raise self._crashed(method)
                        self._inbox += chunk
                    else:
                        try:
                            written = os.write(stdin_fd, self._outbox[:_READ_CHUNK])
                        except BlockingIOError:
                            continue
                        except (BrokenPipeError, ConnectionResetError):
                            raise self._crashed(method) from None
                        del self._outbox[:written]

    def _oversized(self, method: str, size: int) -> AdapterError:
        return self._fail(
            "oversized",
            f"a message of {size} bytes exceeds the limit of {self.max_message_bytes} bytes",
            method,
        )

    def _crashed(self, method: str) -> AdapterError:
        process = self._process
        status: int | None = None
        if process is not None:
            try:
                status = process.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                status = None
        if self._stderr_thread is not None:
            self._stderr_thread.join(timeout=1.0)
        how = "closed its stdout" if status is None else f"exited with status {status}"
        return self._fail("crash", f"the adapter {how} before answering", method)


def _drain_stderr(stream: IO[bytes], lines: collections.deque[str]) -> None:
    for raw in iter(stream.readline, b""):
        lines.append(raw.decode("utf-8", "replace").rstrip("\n"))


def _excerpt(line: bytes, limit: int = 120) -> str:
    text = line.decode("utf-8", "replace")
    return repr(text if len(text) <= limit else text[:limit] + "...")
