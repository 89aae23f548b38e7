"""A TLS-terminating TCP proxy for Courier's wss:// tests (Python standard library only).

One listening port on 127.0.0.1 per certificate case (valid, expired, other-host, self-signed);
each accepts TLS with that case's certificate and pipes the decrypted bytes to the upstream
server (the integration server) and back. When every port listens it writes
{"valid": PORT, "expired": PORT, "otherHost": PORT, "selfSigned": PORT} to --ports-file.
Exits when --owner-pid is gone, or on SIGTERM.
"""

import argparse
import asyncio
import json
import os
import signal
import ssl

CASES = {"valid": "valid", "expired": "expired", "otherHost": "other-host", "selfSigned": "self-signed"}


async def pipe(reader, writer):
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, ssl.SSLError):
        pass
    finally:
        try:
            writer.close()
        except Exception:  # the other direction may have closed it already
            pass


def handler(upstream_host, upstream_port):
    async def handle(client_reader, client_writer):
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection(upstream_host, upstream_port)
        except OSError:
            client_writer.close()
            return
        await asyncio.gather(pipe(client_reader, upstream_writer), pipe(upstream_reader, client_writer))

    return handle


def quiet_handshake_failures(loop, context):
    # Clients that reject a certificate abort the handshake: that is what the tests are for.
    if isinstance(context.get("exception"), (ssl.SSLError, ConnectionError)):
        return
    loop.default_exception_handler(context)


async def watch_owner(pid):
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        except PermissionError:
            pass
        await asyncio.sleep(1)


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--upstream", required=True, help="HOST:PORT of the plain server")
    parser.add_argument("--certificates", required=True, help="directory of NAME.pem / NAME.key")
    parser.add_argument("--ports-file", required=True)
    parser.add_argument("--owner-pid", type=int, default=0)
    arguments = parser.parse_args()
    host, _, port = arguments.upstream.rpartition(":")
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(quiet_handshake_failures)
    ports = {}
    servers = []
    for case, name in CASES.items():
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(os.path.join(arguments.certificates, f"{name}.pem"),
                                os.path.join(arguments.certificates, f"{name}.key"))
        server = await asyncio.start_server(handler(host, int(port)), "127.0.0.1", 0, ssl=context)
        servers.append(server)
        ports[case] = server.sockets[0].getsockname()[1]
    temporary = arguments.ports_file + ".tmp"
    with open(temporary, "w") as file:
        json.dump(ports, file)
    os.replace(temporary, arguments.ports_file)
    stop = asyncio.Event()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    waits = [asyncio.create_task(stop.wait())]
    if arguments.owner_pid:
        waits.append(asyncio.create_task(watch_owner(arguments.owner_pid)))
    await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    for server in servers:
        server.close()


if __name__ == "__main__":
    asyncio.run(main())
