"""The feel of the hand: pymunk bodies for everything that can move on the table.

Coordinates are table units (the layout's), so the feel does not change with the window.

- A dragged card or token hangs from a kinematic mouse body by a `PivotJoint` at the point
  where it was grabbed: smooth follow, capped force, and no spin (infinite moment).
- Everything else is held to its home (the slot the layout gives it) by a soft pivot joint
  to the static body: moving the home makes the piece glide there; a refused drop simply
  puts the joint back at the old home and the piece flies back.
- Tokens are circles that collide with one another, so tokens sharing a square push apart;
  cards are sensors (found by the pointer, never pushed).
- The pointer hits the shape it is over: shapes rotate with their bodies, so an expended
  (sideways) card is found by its sideways outline.

pymunk has no snapping: where a piece rests is always the layout's slot, never physics.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pymunk

TOKENS = 0b10
HOME_FORCE = 60000.0       # how hard a piece is pulled home
HOME_BIAS = pow(1 - 0.30, 60)  # fraction of the error left after 1 s: ~smooth 0.3 s glide
MAX_SPEED = 2600.0         # units per second a gliding piece never exceeds
DRAG_FORCE = 90000.0
DRAG_BIAS = pow(1 - 0.45, 60)
SETTLE = 0.35              # a piece this close to home and slow is snapped onto it


@dataclass
class Body:
    pid: str
    body: pymunk.Body
    shape: pymunk.Shape
    home_joint: pymunk.PivotJoint
    home: tuple[float, float]
    size: tuple[float, float]
    token: bool
    target_angle: float = 0.0
    #: (home, target angle) while the body is known to stand exactly there, not pushed by
    #: anything (a card, not a token; not held): the step and the rest checks skip it
    still: tuple | None = None
    calm: int = 0  # steps in a row it was found exactly at home and not moving


class Physics:
    """The pymunk world of one table."""

    def __init__(self) -> None:
        self.space = pymunk.Space()
        self.space.gravity = (0, 0)
        self.space.damping = 0.05  # fraction of speed kept after one second
        self.mouse = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.space.add(self.mouse)
        self.bodies: dict[str, Body] = {}
        self._pid_of: dict[pymunk.Body, str] = {}
        self.grab_joint: pymunk.PivotJoint | None = None
        self.grabbed: str | None = None
        self._acc = 0.0

    # ---- pieces ---------------------------------------------------------------------
    def add(self, pid: str, center: tuple[float, float], size: tuple[float, float],
            angle: float = 0.0, token: bool = False) -> Body:
        body = pymunk.Body(1.0, float("inf"))
        body.position = center
        body.angle = angle
        if token:
            shape: pymunk.Shape = pymunk.Circle(body, min(size) / 2)
            shape.filter = pymunk.ShapeFilter(categories=TOKENS, mask=TOKENS)
            shape.elasticity = 0.1
            shape.friction = 0.4
        else:
            shape = pymunk.Poly.create_box(body, size)
            shape.sensor = True
        joint = pymunk.PivotJoint(self.space.static_body, body, center, (0, 0))
        joint.max_force = HOME_FORCE * (0.35 if token else 1.0)
        joint.error_bias = HOME_BIAS
        joint.max_bias = MAX_SPEED
        self.space.add(body, shape, joint)
        b = Body(pid, body, shape, joint, center, size, token, angle)
        self.bodies[pid] = b
        self._pid_of[body] = pid
        return b

    def remove(self, pid: str) -> None:
        b = self.bodies.pop(pid, None)
        if b is None:
            return
        if self.grabbed == pid:
            self.release()
        self._pid_of.pop(b.body, None)
        self.space.remove(b.body, b.shape, b.home_joint)

    def resize(self, pid: str, size: tuple[float, float]) -> None:
        """Give a piece a new outline (a card drawn larger or smaller in another zone)."""
        b = self.bodies[pid]
        if b.size == size:
            return
        self.space.remove(b.shape)
        if b.token:
            shape: pymunk.Shape = pymunk.Circle(b.body, min(size) / 2)
            shape.filter = pymunk.ShapeFilter(categories=TOKENS, mask=TOKENS)
        else:
            shape = pymunk.Poly.create_box(b.body, size)
            shape.sensor = True
        self.space.add(shape)
        if self.grabbed == pid and self.grab_joint is not None and b.size[0] and b.size[1]:
            # held: the pointer stays on the same part of the card, drawn larger or smaller
            ax, ay = self.grab_joint.anchor_b
            self.grab_joint.anchor_b = (ax * size[0] / b.size[0], ay * size[1] / b.size[1])
            b.body.position = self.mouse.position - b.body.rotation_vector.cpvrotate(self.grab_joint.anchor_b)
            self.space.reindex_shapes_for_body(b.body)
        b.shape = shape
        b.size = size

    def set_home(self, pid: str, home: tuple[float, float], angle: float | None = None) -> None:
        b = self.bodies[pid]
        b.home = home
        b.home_joint.anchor_a = home
        if angle is not None:
            b.target_angle = angle

    def place(self, pid: str, pos: tuple[float, float]) -> None:
        """Put a piece somewhere at once (it will then glide home)."""
        b = self.bodies[pid]
        b.still, b.calm = None, 0
        b.body.position = pos
        b.body.velocity = (0, 0)
        self.space.reindex_shapes_for_body(b.body)

    def position(self, pid: str) -> tuple[float, float]:
        p = self.bodies[pid].body.position
        return (p.x, p.y)

    def angle(self, pid: str) -> float:
        return self.bodies[pid].body.angle

    def at_rest(self, pid: str) -> bool:
        return self._at_rest(self.bodies[pid])

    @staticmethod
    def _at_rest(b: Body) -> bool:
        """At home (within 0.01 units) and turned to its target angle. (Plain floats: pymunk's
        vector arithmetic cost a third of a busy frame, tools/bench_frame.py --profile.)"""
        st = b.still
        if st is not None and st[0] is b.home and st[1] == b.target_angle:
            return True
        body = b.body
        x, y = body.position
        dx, dy = x - b.home[0], y - b.home[1]
        return dx * dx + dy * dy < 0.0001 and abs(body.angle - b.target_angle) < 1e-6

    def restless(self) -> set[str]:
        """The pieces not at rest now (one pass; the painter draws them over its still layer;
        a body known still costs two comparisons)."""
        rest = self._at_rest
        return {pid for pid, b in self.bodies.items() if not rest(b)}

    def all_at_rest(self) -> bool:
        rest = self._at_rest
        return self.grabbed is None and all(rest(b) for b in self.bodies.values())

    # ---- the hand -------------------------------------------------------------------
    def grab(self, pid: str, point: tuple[float, float]) -> None:
        self.release()
        b = self.bodies[pid]
        b.still, b.calm = None, 0
        self.mouse.position = point
        local = b.body.world_to_local(point)
        j = pymunk.PivotJoint(self.mouse, b.body, (0, 0), local)
        j.max_force = DRAG_FORCE
        j.error_bias = DRAG_BIAS
        self.space.add(j)
        b.home_joint.max_force = 0.0  # the hand, not home, holds it now
        self.grab_joint = j
        self.grabbed = pid

    def move_mouse(self, point: tuple[float, float], dt: float | None = None) -> None:
        if dt:
            old = self.mouse.position
            self.mouse.velocity = ((point[0] - old.x) / dt, (point[1] - old.y) / dt)
        self.mouse.position = point

    def release(self) -> None:
        if self.grab_joint is not None:
            self.space.remove(self.grab_joint)
            self.grab_joint = None
        if self.grabbed in self.bodies:
            b = self.bodies[self.grabbed]
            b.home_joint.max_force = HOME_FORCE * (0.35 if b.token else 1.0)
        self.grabbed = None

    # ---- time -----------------------------------------------------------------------
    def step(self, dt: float) -> None:
        self._acc += min(dt, 0.1)
        h = 1 / 120
        while self._acc >= h:
            self.space.step(h)
            self._acc -= h
        grabbed = self.grabbed
        settle2 = SETTLE * SETTLE
        for b in self.bodies.values():
            st = b.still
            if st is not None:
                if st[0] is b.home and st[1] == b.target_angle and b.pid != grabbed:
                    continue  # it stands still: nothing moves it until its home or angle changes
                b.still, b.calm = None, 0
            body = b.body
            if b.target_angle != body.angle:
                self._turn(b, dt)
            if b.pid == grabbed:
                continue
            x, y = body.position
            dx, dy = x - b.home[0], y - b.home[1]
            if dx * dx + dy * dy < settle2:  # close to home and slow: snapped onto it
                vx, vy = body.velocity
                if vx * vx + vy * vy < 1600.0:
                    if dx or dy:
                        body.position = b.home
                    if vx or vy:
                        body.velocity = (0, 0)
                # found exactly at home, unmoving, turned, after a whole step twice: still
                exact = not (dx or dy or vx or vy) and not b.token and body.angle == b.target_angle
                b.calm = b.calm + 1 if exact else 0
                if b.calm >= 2:
                    b.still = (b.home, b.target_angle)
            else:
                b.calm = 0
        self.mouse.velocity = (0, 0)

    @staticmethod
    def _turn(b: Body, dt: float) -> None:
        """Turn a card toward its target angle (expend / ready) at a quarter turn per 0.25 s."""
        diff = b.target_angle - b.body.angle
        if diff == 0:
            return
        speed = (math.pi / 2) / 0.25
        stepv = speed * dt
        b.body.angle = b.target_angle if abs(diff) <= stepv else b.body.angle + math.copysign(stepv, diff)

    def settle(self) -> None:
        """Put every piece at its home at once (headless tests and screenshots)."""
        self.release()
        for b in self.bodies.values():
            b.body.position = b.home
            b.body.velocity = (0, 0)
            b.body.angle = b.target_angle
            self.space.reindex_shapes_for_body(b.body)

    # ---- the pointer ----------------------------------------------------------------
    def hits(self, point: tuple[float, float]) -> list[str]:
        """The pieces under `point` (their rotated outlines), in no particular order."""
        found = (self._pid_of.get(info.shape.body) if info.shape is not None and info.shape.body is not None
                 else None for info in self.space.point_query(point, 0, pymunk.ShapeFilter()))
        return [pid for pid in found if pid is not None]
