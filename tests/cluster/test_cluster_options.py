"""`tabletop simulate --cluster`: what it says before any game when it cannot run: Ray not
installed (how to install it), an address of the wrong form, an address (or the one ``auto``
leads to) where no cluster answers. One line each, exit 2, no traceback."""

import importlib.util
import sys

import pytest

from tabletop.cli import main


def refused(capsys, *argv: str) -> str:
    assert main(["simulate", "afterworld", "--games", "2", "--quiet", *argv]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    return err.strip()


def test_without_ray_the_option_says_how_to_install_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # as if the extra were not installed
    assert refused(capsys, "--cluster", "127.0.0.1:6379") == \
        "tabletop: --cluster needs Ray, which is not installed: pip install 'tabletop[cluster]'"
    assert refused(capsys, "--matchups", "--cluster", "127.0.0.1:6379").endswith("pip install 'tabletop[cluster]'")


@pytest.mark.parametrize("value", ["nonsense", "http://10.0.0.5:6379", "10.0.0.5", "head:port"])
def test_an_address_of_the_wrong_form_says_which_forms_there_are(value, capsys):
    assert refused(capsys, "--cluster", value) == (
        f"tabletop: --cluster {value!r}: write HOST:PORT (the head's address, e.g. 10.0.0.5:6379), "
        "auto (the cluster this machine belongs to) or local (one on this machine)")


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="Ray is not installed")
def test_an_address_where_no_cluster_answers(capsys):
    from rayhead import free_port
    port = free_port()  # nothing listens there
    err = refused(capsys, "--cluster", f"127.0.0.1:{port}")
    assert err.startswith(f"tabletop: --cluster 127.0.0.1:{port}: no Ray cluster answers there (")
    assert err.endswith("start one with `ray start --head`, or use --cluster local")


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="Ray is not installed")
def test_auto_that_leads_where_no_cluster_answers(monkeypatch, capsys):
    """(Ray itself would try such an address for minutes.)"""
    from rayhead import free_port
    port = free_port()
    monkeypatch.setenv("RAY_ADDRESS", f"127.0.0.1:{port}")
    assert refused(capsys, "--cluster", "auto") == (
        f"tabletop: --cluster auto: it leads to 127.0.0.1:{port} (RAY_ADDRESS, or the last "
        "`ray start --head` here), where no Ray cluster answers")
