#!/usr/bin/env python3
"""A bot for `catan serve` in plain Python (standard library only): it plays legal random moves.

    python3 examples/random_bot.py --url ws://127.0.0.1:7373 --create open,medium,medium,hard
    python3 examples/random_bot.py --url ws://127.0.0.1:7373 --room ABC123
    python3 examples/random_bot.py --create open,medium,medium --board seafarers/new-shores

The protocol (docs/protocol.md): WebSocket, one JSON object per text message. Say hello, join a
seat, and whenever your view says it is your move (`actor` == your seat and `legal` is not
empty) send one of the legal actions (ships, ship moves, the pirate and gold choices of a
Seafarers game among them: protocol version 2). That is all a bot needs; this file is a minimal WebSocket
client (RFC 6455) and the loop.
"""
import argparse, base64, json, os, random, socket, struct, sys
from urllib.parse import urlparse


class WebSocket:
    def __init__(self, url, timeout=60):
        u = urlparse(url)
        self.sock = socket.create_connection((u.hostname, u.port or 80), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {u.path or '/'} HTTP/1.1\r\nHost: {u.hostname}:{u.port}\r\n"
                           "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("the server closed the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.decode(errors="replace"))

    def _read(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("connection closed")
            data += chunk
        return data

    def send(self, obj):
        payload = json.dumps(obj).encode()
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x81])  # FIN, text
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 65536:
            head += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(head + mask + masked)

    def recv(self):
        message = b""
        while True:
            b0, b1 = self._read(2)
            opcode, n = b0 & 0x0F, b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)  # the server does not mask
            if opcode == 0x8:
                raise ConnectionError("the server closed the connection")
            if opcode == 0x9:  # ping: answer pong
                self.sock.sendall(bytes([0x8A, 0x80 | len(payload)]) + b"\0\0\0\0" + payload)
                continue
            if opcode in (0x1, 0x0):
                message += payload
                if b0 & 0x80:
                    return json.loads(message)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--url", default="ws://127.0.0.1:7373")
    ap.add_argument("--room")
    ap.add_argument("--create", help="seats of a new room, e.g. open,medium,medium,hard")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--board", help="the new room's board: random, standard, or a board of the "
                    "host's boards/ folder, e.g. seafarers/new-shores")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    # a room has its own address (a proxy in front of several hosts routes by it); a room made
    # here is joined on the same connection, on the host that made it
    url = args.url if not args.room else f"{args.url.rstrip('/')}/room/{args.room.strip().upper()}"
    ws = WebSocket(url)
    ws.send({"type": "hello", "version": 2})
    assert ws.recv()["type"] == "welcome"
    room = args.room
    if args.create:
        ask = {"type": "create_room", "seats": args.create.split(","), "seed": args.seed}
        if args.board:
            ask["board"] = args.board
        ws.send(ask)
        reply = ws.recv()
        if reply["type"] != "room_created":
            sys.exit(f"create_room: {reply}")
        room = reply["room"]
        print("room", room, flush=True)
    ws.send({"type": "join", "room": room, "name": "python random bot"})
    seat, actions = None, 0
    while True:
        m = ws.recv()
        if m["type"] == "joined":
            seat = m["seat"]
            print("seat", seat, flush=True)
        elif m["type"] in ("view", "played"):  # "played" carries the view after the action
            v = m["view"]
            if v["actor"] == seat and v["discard"]:
                # after a 7: give up `discard` cards of the hand, at random
                cards = [r for r, n in v["hand"].items() for _ in range(n)]
                rng.shuffle(cards)
                chosen = {}
                for r in cards[:v["discard"]]:
                    chosen[r] = chosen.get(r, 0) + 1
                ws.send({"type": "act", "action": {"Discard": chosen}})
                actions += 1
            elif v["actor"] == seat and v["legal"]:
                # legal random moves; a little less eager to end a turn than to build
                legal = v["legal"]
                builds = [a for a in legal if a != "EndTurn"] if rng.random() < 0.7 else []
                ws.send({"type": "act", "action": rng.choice(builds or legal)})
                actions += 1
        elif m["type"] == "game_over":
            print(f"game over: winner seat {m['winner']}, points {m['points']}; "
                  f"this bot (seat {seat}) played {actions} actions", flush=True)
            return
        elif m["type"] == "error":
            if m["code"] != "illegal":
                sys.exit(f"error: {m}")


if __name__ == "__main__":
    main()
