"""An SMTP capture for the container tests: keeps every message in memory and lists them the way
Mailpit's API does (GET /api/v1/messages, GET /api/v1/message/<ID>), with /readyz for its health."""
import email
import email.policy
import json
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from aiosmtpd.controller import Controller

messages = []
lock = threading.Lock()


class Capture:
    async def handle_DATA(self, server, session, envelope):
        parsed = email.message_from_bytes(envelope.content, policy=email.policy.default)
        body = parsed.get_body(preferencelist=("plain",))
        html = parsed.get_body(preferencelist=("html",))
        with lock:
            messages.append({
                "ID": str(len(messages) + 1),
                "From": {"Name": "", "Address": envelope.mail_from},
                "To": [{"Name": "", "Address": address} for address in envelope.rcpt_tos],
                "Subject": str(parsed["subject"] or ""),
                "Text": body.get_content() if body else "",
                "HTML": html.get_content() if html else "",
            })
        return "250 OK"


class Api(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def answer(self, status, value):
        data = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        with lock:
            listed = list(messages)
        if self.path == "/readyz":
            return self.answer(200, "ok")
        if self.path.startswith("/api/v1/messages"):
            summaries = [{key: value for key, value in message.items() if key not in ("Text", "HTML")} for message in reversed(listed)]
            return self.answer(200, {"total": len(listed), "messages": summaries})
        if self.path.startswith("/api/v1/message/"):
            wanted = self.path.rsplit("/", 1)[1]
            found = next((message for message in listed if message["ID"] == wanted), None)
            return self.answer(200, found) if found else self.answer(404, "not found")
        return self.answer(404, "not found")


# As the container's first process, Python would ignore the stop signal without a handler.
signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
controller = Controller(Capture(), hostname="0.0.0.0", port=1025)
controller.start()
ThreadingHTTPServer(("0.0.0.0", 8025), Api).serve_forever()
