"""The game server: lobby API, seat and spectator websockets, storage, server-side bots."""
