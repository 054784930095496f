"""Peak memory (ru_maxrss) of the card picture code opening a tiny PNG that declares a huge size (issue 25).

    python tools/bench_pictures.py [WIDTH] [HEIGHT]   (default 30000 30000)
"""
import os, resource, struct, sys, tempfile, time, zlib
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)

w, h = (int(a) for a in sys.argv[1:3]) if len(sys.argv) > 2 else (30000, 30000)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) \
    + chunk(b"IDAT", zlib.compress(b"\x00" * 64, 9)) + chunk(b"IEND", b"")
path = os.path.join(tempfile.mkdtemp(), "huge.png")
open(path, "wb").write(png)
pygame.display.init()
pygame.display.set_mode((64, 64))
from tabletop.ui import cardimage
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
t0 = time.perf_counter()
out = cardimage.scaled(path, (210, 294), "Huge")
dt = time.perf_counter() - t0
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"{len(png)}-byte PNG declaring {w}x{h}: peak RSS before {before:.0f} MB, after {after:.0f} MB, "
      f"{dt:.2f} s, picture {'shown' if out is not None else 'refused'}")
print("message:", cardimage.messages[-1] if cardimage.messages else "(none)")
