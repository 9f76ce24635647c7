#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
"""Generate the artwork of a map: maps/NAME/NAME.svg and maps/NAME/layout.csv from the inputs in
maps/tools/NAME/ and the map's own tables (provinces, borders, powers).

Developer tool, not run at build time. Needs Debian's gmt, gmt-gshhg-low, python3-shapely,
python3-numpy and python3-scipy. See README.md beside this file.
"""

import argparse
import hashlib
import json
import math
import os
import subprocess
import sys
import tempfile

import numpy as np
from scipy.spatial import Voronoi
from shapely.geometry import GeometryCollection, LineString, MultiPolygon, Point, Polygon, box
from shapely.ops import nearest_points, polygonize, polylabel, unary_union
from shapely.prepared import prep

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))

# Set by main() from --map: the map's folder (its tables and outputs) and the generator's inputs for it.
MAP_DIR = os.path.join(ROOT, 'maps', 'standard')
INPUT_DIR = os.path.join(HERE, 'standard')


def set_map(name):
    global MAP_DIR, INPUT_DIR
    MAP_DIR = os.path.join(ROOT, 'maps', name)
    INPUT_DIR = os.path.join(HERE, name)
    if not os.path.isdir(MAP_DIR) or not os.path.isdir(INPUT_DIR):
        raise SystemExit('no map %s: need maps/%s and maps/tools/%s' % (name, name, name))


def log(*args):
    print(*args, file=sys.stderr)


# ----------------------------------------------------------------------------------------------------------------
# Input files

def data_lines(path):
    """Lines of a comma-separated file without comments and blank lines, each split on commas."""
    with open(path, encoding='utf-8') as f:
        for raw in f:
            line = raw.strip()
            if not line or line.startswith('#'):
                continue
            yield [field.strip() for field in line.split(',')]


def parse_points(fields):
    """'lon,lat; lon,lat; ...' that was split on commas back into [(lon, lat), ...]. A sea border may
    also end at '@a/b': where the border of land provinces a and b meets the coast (kept as the string)."""
    text = ','.join(fields)
    points = []
    for pair in text.split(';'):
        pair = pair.strip()
        if pair.startswith('@'):
            points.append(pair)
        elif pair:
            lon, lat = pair.split(',')
            points.append((float(lon), float(lat)))
    return points


def load_map_data():
    provinces = {}
    for f in data_lines(os.path.join(MAP_DIR, 'provinces.csv')):
        provinces[f[0]] = {'id': f[0], 'name': f[1], 'kind': f[2], 'sc': f[3] == 'yes', 'home': f[4],
                           'coasts': f[5].split() if f[5] else []}
    powers = {}
    for f in data_lines(os.path.join(MAP_DIR, 'powers.csv')):
        powers[f[0]] = {'id': f[0], 'name': f[1], 'colour': f[3]}
    borders = []
    for f in data_lines(os.path.join(MAP_DIR, 'borders.csv')):
        borders.append((f[0], f[1], f[2]))
    return provinces, powers, borders


def load_inputs():
    settings = json.load(open(os.path.join(INPUT_DIR, 'settings.json'), encoding='utf-8'))
    seeds = [(f[0], float(f[1]), float(f[2])) for f in data_lines(os.path.join(INPUT_DIR, 'seeds.csv'))]
    sea_lines = [(f[0], parse_points(f[1:])) for f in data_lines(os.path.join(INPUT_DIR, 'sea_borders.csv'))]
    straits = [(f[0], parse_points(f[1:])) for f in data_lines(os.path.join(INPUT_DIR, 'straits.csv'))]
    areas = [(f[0], f[1], f[2], parse_points(f[3:])) for f in data_lines(os.path.join(INPUT_DIR, 'areas.csv'))]
    places = {}
    for f in data_lines(os.path.join(INPUT_DIR, 'places.csv')):
        places[(f[0], f[1])] = (float(f[2]), float(f[3]))
    return settings, seeds, sea_lines, straits, areas, places


# ----------------------------------------------------------------------------------------------------------------
# Projection: spherical Lambert conformal conic, then radial magnifications, then the SVG frame.

class Projection:
    def __init__(self, settings):
        p = settings['projection']
        self.R = p['radius_km']
        self.lon0 = math.radians(p['lon0'])
        phi0, phi1, phi2 = (math.radians(p[k]) for k in ('lat0', 'lat1', 'lat2'))
        t = lambda phi: math.tan(math.pi / 4 + phi / 2)
        if abs(phi1 - phi2) < 1e-9:
            self.n = math.sin(phi1)
        else:
            self.n = math.log(math.cos(phi1) / math.cos(phi2)) / math.log(t(phi2) / t(phi1))
        self.F = math.cos(phi1) * t(phi1) ** self.n / self.n
        self.rho0 = self.R * self.F / t(phi0) ** self.n
        self.magnifiers = []
        for m in settings.get('magnify', []):
            cx, cy = self._warped(np.array([m['lon']]), np.array([m['lat']]))
            self.magnifiers.append((cx[0], cy[0], m['strength'], m['radius_km']))
        self.squeezes = []
        for c in settings.get('squeeze', []):
            x, y = self._warped(np.array([c['lon']]), np.array([c['lat']]))
            self.squeezes.append({'axis': c['axis'], 'start': (y if c['axis'] == 'y' else x)[0],
                                  'width_km': c['width_km'], 'factor': c['factor'],
                                  'sign': -1.0 if c.get('side') == 'below' else 1.0})
        fr = settings['frame_lonlat']
        xs, ys = {}, {}
        for k in ('west', 'east', 'north', 'south'):
            x, y = self.km(np.array([fr[k][0]]), np.array([fr[k][1]]))
            xs[k], ys[k] = x[0], y[0]
        self.x0 = xs['west']
        self.y0 = ys['north']
        self.scale = settings['width'] / (xs['east'] - xs['west'])
        self.width = float(settings['width'])
        self.height = round((ys['north'] - ys['south']) * self.scale)

    def _lcc(self, lon, lat):
        lam = np.radians(lon)
        phi = np.radians(np.clip(lat, -89.0, 89.0))
        rho = self.R * self.F / np.tan(np.pi / 4 + phi / 2) ** self.n
        theta = self.n * (lam - self.lon0)
        return rho * np.sin(theta), self.rho0 - rho * np.cos(theta)

    def _warped(self, lon, lat):
        x, y = self._lcc(lon, lat)
        for (cx, cy, a, r) in getattr(self, 'magnifiers', []):
            dx, dy = x - cx, y - cy
            f = 1.0 + a * np.exp(-(dx * dx + dy * dy) / (r * r))
            x, y = cx + dx * f, cy + dy * f
        for c in getattr(self, 'squeezes', []):
            # Beyond a line (north of a latitude, east of a longitude, measured through the map's centre; or
            # south/west of it with side "below") distances shrink smoothly towards `factor`, as the printed
            # board squeezes the north and east.
            axis = c['axis']
            start, width, fac, sign = c['start'], c['width_km'], c['factor'], c['sign']
            v = y if axis == 'y' else x
            d = np.maximum(sign * (v - start), 0.0)
            # integral of a scale that eases from 1 down to fac over `width`
            eased = np.where(d < width, d - (1 - fac) * d * d / (2 * width), width * (1 + fac) / 2 + fac * (d - width))
            v2 = np.where(sign * (v - start) > 0, start + sign * eased, v)
            if axis == 'y':
                y = v2
            else:
                x = v2
        return x, y

    def km(self, lon, lat):
        return self._warped(lon, lat)

    def __call__(self, lon, lat):
        lon = np.asarray(lon, dtype=float)
        lat = np.asarray(lat, dtype=float)
        x, y = self.km(lon, lat)
        return (x - self.x0) * self.scale, (self.y0 - y) * self.scale

    def point(self, lon, lat):
        x, y = self(np.array([lon]), np.array([lat]))
        return (float(x[0]), float(y[0]))

    def line(self, pts, step=0.2):
        """Projects a lon/lat polyline, densified so that straight lon/lat segments follow the projection."""
        out = []
        for (a, b) in zip(pts[:-1], pts[1:]):
            n = max(1, int(math.ceil(max(abs(b[0] - a[0]), abs(b[1] - a[1])) / step)))
            for i in range(n):
                t = i / n
                out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
        out.append(pts[-1])
        arr = np.array(out)
        x, y = self(arr[:, 0], arr[:, 1])
        return list(zip(x.tolist(), y.tolist()))

    def ring(self, pts, step=0.2):
        pts = list(pts)
        if pts[0] != pts[-1]:
            pts.append(pts[0])
        return Polygon(self.line(pts, step)).buffer(0)


# ----------------------------------------------------------------------------------------------------------------
# Coastlines from GSHHG through GMT

REGION = (-45.0, 80.0, 15.0, 86.0)


def run_gmt(args, stdin=None):
    # In a scratch directory: GMT leaves a gmt.history file behind.
    with tempfile.TemporaryDirectory() as scratch:
        res = subprocess.run(['gmt'] + args, input=stdin, capture_output=True, text=True, cwd=scratch)
    if res.returncode != 0:
        raise SystemExit('gmt %s failed: %s' % (' '.join(args), res.stderr))
    return res.stdout


def read_segments(text):
    segs = []
    cur = None
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith('>'):
            level = 1
            if 'Level' in line:
                level = int(line.split('Level')[1].split()[0].strip(','))
            cur = (level, [])
            segs.append(cur)
            continue
        lon, lat = line.split()[:2]
        cur[1].append((float(lon), float(lat)))
    return segs


def load_rivers(settings, cache_dir):
    """{name: [[(lon, lat), ...], ...]}: the major rivers (GSHHG's WDBII level 1) in each box of the
    settings' `rivers`, drawn as decoration where the rules use a river (the Nile of the Ancient
    Mediterranean)."""
    out = {}
    for r in settings.get('rivers', []):
        box = r['box']
        os.makedirs(cache_dir, exist_ok=True)
        cache = os.path.join(cache_dir, 'river_%s_%s.txt' % (settings['gshhg_resolution'], '_'.join('%g' % v for v in box)))
        if not os.path.exists(cache):
            text = run_gmt(['coast', '-R%g/%g/%g/%g' % tuple(box), '-D' + settings['gshhg_resolution'], '-I1', '-M'])
            with open(cache, 'w') as f:
                f.write(text)
        out[r['name']] = [pts for (_, pts) in read_segments(open(cache).read()) if len(pts) > 1]
    return out


def load_coast(settings, cache_dir):
    res = settings['gshhg_resolution']
    area = settings['gshhg_min_area_km2']
    os.makedirs(cache_dir, exist_ok=True)
    cache = os.path.join(cache_dir, 'coast_%s_%s.txt' % (res, area))
    region = '-R%g/%g/%g/%g' % REGION
    if not os.path.exists(cache):
        text = run_gmt(['coast', region, '-D' + res, '-A%s/1/2' % area, '-W', '-M'])
        with open(cache, 'w') as f:
            f.write(text)
    segs = read_segments(open(cache).read())
    shore = [LineString(s) for (lvl, s) in segs if lvl == 1 and len(s) > 1]
    lake_lines = [LineString(s) for (lvl, s) in segs if lvl == 2 and len(s) > 1]
    lakes = [p for p in polygonize(unary_union(lake_lines)) if p.area > 1e-6]
    frame = box(REGION[0], REGION[2], REGION[1], REGION[3])
    lines = unary_union(shore + [frame.exterior])
    faces = [f for f in polygonize(lines) if f.area > 1e-6]
    # Ask GMT which faces are land (lakes count as land here: they are handled separately).
    reps = [f.representative_point() for f in faces]
    pts_text = ''.join('%.8f %.8f %d\n' % (p.x, p.y, i) for i, p in enumerate(reps))
    out = run_gmt(['select', region, '-D' + res, '-A%s/1/2' % area, '-Ns/k/k/k/k'], stdin=pts_text)
    land_ids = {int(line.split()[2]) for line in out.splitlines() if line.strip() and not line.startswith('>')}
    land = [faces[i] for i in sorted(land_ids)]
    log('coast: %d shore segments, %d faces, %d land faces, %d lakes' % (len(shore), len(faces), len(land),
                                                                           len(lakes)))
    return land, lakes


# ----------------------------------------------------------------------------------------------------------------
# Geometry helpers

def polygons_of(geom):
    if geom is None or geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    if isinstance(geom, MultiPolygon):
        return list(geom.geoms)
    if isinstance(geom, GeometryCollection):
        out = []
        for g in geom.geoms:
            out.extend(polygons_of(g))
        return out
    return []


def project_polygon(proj, poly):
    def ring(coords):
        arr = np.array(coords)
        x, y = proj(arr[:, 0], arr[:, 1])
        return list(zip(x.tolist(), y.tolist()))
    return Polygon(ring(poly.exterior.coords), [ring(r.coords) for r in poly.interiors]).buffer(0)


def stable_random(key):
    h = hashlib.sha256(key.encode()).digest()
    return np.random.default_rng(int.from_bytes(h[:8], 'little'))


def wiggle(p0, p1, key, amplitude, wavelength):
    """A gently meandering line from p0 to p1 (fixed ends), the same for the same key."""
    p0 = np.array(p0)
    p1 = np.array(p1)
    d = p1 - p0
    length = float(np.hypot(*d))
    if length < 1e-9:
        return [tuple(p0), tuple(p1)]
    n = max(2, int(length / 2.5))
    t = np.linspace(0.0, 1.0, n + 1)
    rng = stable_random(key)
    amp = min(amplitude, 0.12 * length)
    off = np.zeros_like(t)
    for k, w in enumerate((wavelength, wavelength / 2.3, wavelength / 5.1)):
        phase = rng.uniform(0, 2 * math.pi)
        off += (0.6 ** k) * np.sin(2 * math.pi * t * length / w + phase)
    off *= amp / 1.5 * np.sin(math.pi * t) ** 0.7
    normal = np.array([-d[1], d[0]]) / length
    pts = [tuple(p) for p in p0[None, :] + t[:, None] * d[None, :] + off[:, None] * normal[None, :]]
    pts[0] = tuple(p0)
    pts[-1] = tuple(p1)
    return pts


# ----------------------------------------------------------------------------------------------------------------
# Building the provinces

class Build:
    def __init__(self, args):
        self.args = args
        self.settings, self.seeds, self.sea_lines, self.straits, self.areas, self.places = load_inputs()
        self.provinces, self.powers, self.borders = load_map_data()
        self.proj = Projection(self.settings)
        self.W = self.proj.width
        self.H = float(self.proj.height)
        self.frame = box(0, 0, self.W, self.H)
        self.problems = []

    def problem(self, text):
        self.problems.append(text)
        log('PROBLEM: ' + text)

    def kind(self, pid):
        return self.provinces[pid]['kind']

    # --- land -------------------------------------------------------------------------------------------------
    def make_land(self):
        land_ll, lakes_ll = load_coast(self.settings, self.args.cache)
        tol = self.settings['simplify']
        min_area = self.settings['min_island_area']
        parts = []
        for p in land_ll:
            q = project_polygon(self.proj, p).intersection(self.frame)
            parts.extend(polygons_of(q))
        land = unary_union(parts).simplify(tol, preserve_topology=True)
        land = unary_union([p for p in polygons_of(land) if p.area >= min_area])
        straits = [self.proj.ring(pts, 0.05) for (_, pts) in self.straits]
        # The water the Marmara polygon covers is drawn back as a lake where it is wide.
        self.strait_waters = []
        for (name, _), s in zip(self.straits, straits):
            if name not in self.settings.get('lake_straits', []):
                continue
            water = s.intersection(self.frame).difference(land).buffer(-2.5).buffer(2.5)
            self.strait_waters.extend(p for p in polygons_of(water) if p.area > 40.0)
        land = unary_union([land] + [s.intersection(self.frame) for s in straits])
        # Water widened by hand where a strait is narrower than the clearance between provinces allows.
        for (name, role, _, points) in self.areas:
            if role == 'water':
                land = land.difference(self.proj.ring(points, 0.05))
        # Lakes: the largest (the Caspian) becomes impassable water cut out of the land, the other big
        # ones are drawn on top as decoration.
        lakes = []
        for p in lakes_ll:
            q = project_polygon(self.proj, p).intersection(self.frame)
            q = q.simplify(tol, preserve_topology=True)
            if q.area >= 30.0:
                lakes.append(q)
        # The Caspian (if the frame shows it) is impassable water cut out of the land.
        self.caspian = None
        caspian_point = Point(self.proj.point(50.5, 42.0))
        for lake in lakes:
            if lake.buffer(1.0).contains(caspian_point):
                self.caspian = lake
                land = land.difference(lake)
        lakes = [l for l in lakes if l is not self.caspian]
        self.lakes = [l for l in lakes if l.area >= 40.0] + self.strait_waters
        self.land = unary_union(polygons_of(land))
        log('land: %d polygons, area %.0f; frame %gx%g' % (len(polygons_of(self.land)), self.land.area,
                                                           self.W, self.H))

    def voronoi_cells(self, seeds):
        """Province regions of the Voronoi diagram of [(province, (x, y))], borders meandering gently."""
        s = self.settings
        pts = [xy for (_, xy) in seeds]
        owners = [p for (p, _) in seeds]
        if len(set(owners)) == 1:
            return {owners[0]: box(-1e5, -1e5, 1e5, 1e5)}
        cx, cy, R = self.W / 2, self.H / 2, 4 * max(self.W, self.H)
        for i in range(32):
            a = 2 * math.pi * i / 32
            pts.append((cx + R * math.cos(a), cy + R * math.sin(a)))
            owners.append(None)
        vor = Voronoi(np.array(pts))
        lines = []
        amp = s['wiggle']['amplitude']
        wl = s['wiggle']['wavelength']
        for (i, j), verts in zip(vor.ridge_points, vor.ridge_vertices):
            if -1 in verts:
                continue
            a, b = owners[i], owners[j]
            if a == b:
                continue
            v0, v1 = sorted([tuple(vor.vertices[verts[0]]), tuple(vor.vertices[verts[1]])])
            if a is None or b is None:
                lines.append(LineString([v0, v1]))
            else:
                key = '%s|%s|%.1f,%.1f|%.1f,%.1f' % (min(a, b), max(a, b), v0[0], v0[1], v1[0], v1[1])
                lines.append(LineString(wiggle(v0, v1, key, amp, wl)))
        faces = list(polygonize(unary_union(lines)))
        cells = {}
        seed_points = [(o, Point(xy)) for (o, xy) in zip(owners, pts) if o is not None]
        for f in faces:
            pf = prep(f)
            inside = {o for (o, pt) in seed_points if pf.contains(pt)}
            if len(inside) > 1:
                self.problem('Voronoi face holds seeds of %s' % sorted(inside))
            if inside:
                cells.setdefault(inside.pop(), []).append(f)
        return {o: unary_union(fs) for (o, fs) in cells.items()}

    def split_land(self):
        land_seeds = [(p, self.proj.point(lon, lat)) for (p, lon, lat) in self.seeds if self.kind(p) != 'sea']
        for (p, _) in land_seeds:
            if p not in self.provinces:
                raise SystemExit('seeds.csv names unknown province %s' % p)
        self.land_seeds = land_seeds

        # Neutral land and explicitly assigned islands.
        neutral = []
        assigned = {}
        components = polygons_of(self.land)
        taken = set()
        for (name, role, target, points) in self.areas:
            if role == 'neutral':
                poly = self.proj.ring(points, 0.05)
                neutral.append((name, poly.intersection(self.land)))
            elif role == 'island':
                pt = Point(self.proj.point(*points[0]))
                best = None
                for k, c in enumerate(components):
                    d = c.distance(pt)
                    if best is None or d < best[0]:
                        best = (d, k)
                if best is None or best[0] > 3.0:
                    log('note: island %s not on the map (dropped or outside)' % name)
                    continue
                k = best[1]
                if components[k].area > 20000:
                    self.problem('island %s is joined to a big landmass' % name)
                    continue
                taken.add(k)
                if target == 'neutral':
                    neutral.append((name, components[k]))
                else:
                    assigned.setdefault(target, []).append(components[k])
        free = unary_union([c for k, c in enumerate(components) if k not in taken])
        neutral_union = unary_union([g for (_, g) in neutral])
        free = free.difference(neutral_union)
        self.neutral = [(n, g) for (n, g) in neutral if not g.is_empty]

        # Each landmass is split among the seeds on it only, so no province reaches across water; a
        # landmass without seeds goes whole to the province of the nearest seed.
        regions = {}
        unlisted_neutral = self.settings.get('unlisted_islands') == 'neutral'
        neutral_islands = []
        for comp in polygons_of(free):
            pc = prep(comp)
            here = [(p, xy) for (p, xy) in self.land_seeds if pc.contains(Point(xy))]
            if not here and unlisted_neutral:
                # A map whose islands are provinces only where they hold a seed (or are listed in areas.csv).
                neutral_islands.append(comp)
                continue
            if not here:
                c = comp.representative_point()
                p = min(self.land_seeds, key=lambda s: Point(s[1]).distance(c))[0]
                regions.setdefault(p, []).append(comp)
                continue
            for p, cell in self.voronoi_cells(here).items():
                regions.setdefault(p, []).extend(polygons_of(cell.intersection(comp)))
        if neutral_islands:
            self.neutral.append(('islands', unary_union(neutral_islands)))
        for p, polys in assigned.items():
            regions.setdefault(p, []).extend(polys)
        self.land_regions = self.reassign_fragments(regions)

    def reassign_fragments(self, regions):
        """Pieces of a province's cell that lie across water from its main body go to the neighbour they
        touch most; whole islands (touching no other land province) stay."""
        self.pieces = {}
        for _ in range(6):
            changed = False
            merged = {p: unary_union(ps) for p, ps in regions.items() if ps}
            for p in list(regions):
                parts = sorted(polygons_of(unary_union(regions[p])), key=lambda g: -g.area)
                if len(parts) <= 1:
                    regions[p] = parts
                    continue
                keep = [parts[0]]
                for part in parts[1:]:
                    best = None
                    for q, g in merged.items():
                        if q == p:
                            continue
                        shared = part.boundary.intersection(g.buffer(0.05)).length
                        if shared > 0.5 and (best is None or shared > best[0]):
                            best = (shared, q)
                    if best is None:
                        keep.append(part)  # an island of its own
                    elif part.area > 60.0:
                        self.pieces[p] = ('%s is in pieces: a part of area %.0f at %s touches %s; move its seeds' % (
                            p, part.area, tuple(round(c) for c in part.representative_point().coords[0]), best[1]))
                        keep.append(part)
                    else:
                        regions[best[1]] = polygons_of(unary_union(regions[best[1]] + [part]))
                        changed = True
                        log('fragment of %s (area %.1f) given to %s' % (p, part.area, best[1]))
                regions[p] = keep
            if not changed:
                break
        for p, text in self.pieces.items():
            self.problem(text)
        return {p: unary_union(ps) for p, ps in regions.items()}

    # --- sea --------------------------------------------------------------------------------------------------
    def coast_junction(self, name, sea):
        """The point where the border of two land provinces ('@a/b') meets the sea."""
        a, b = name[1:].split('/')
        border = self.land_regions[a].boundary.intersection(self.land_regions[b].buffer(0.5))
        ends = [Point(c) for line in getattr(border, 'geoms', [border]) for c in line.coords]
        if not ends:
            raise SystemExit('sea border point %s: %s and %s do not meet' % (name, a, b))
        best = min(ends, key=lambda p: p.distance(sea))
        return (best.x, best.y)

    def sea_line(self, pts, sea):
        """A sea border in map coordinates; an end at a coast junction is continued a little inland, so
        the line surely crosses the coast there."""
        inner = [p for p in pts if not isinstance(p, str)]
        line = self.proj.line(inner, 0.1)
        if isinstance(pts[0], str):
            j = self.coast_junction(pts[0], sea)
            dx, dy = j[0] - line[0][0], j[1] - line[0][1]
            d = math.hypot(dx, dy) or 1.0
            line = [(j[0] + dx / d * 3, j[1] + dy / d * 3), j] + line
        if isinstance(pts[-1], str):
            j = self.coast_junction(pts[-1], sea)
            dx, dy = j[0] - line[-1][0], j[1] - line[-1][1]
            d = math.hypot(dx, dy) or 1.0
            line = line + [j, (j[0] + dx / d * 3, j[1] + dy / d * 3)]
        return line

    def split_sea(self):
        sea = self.frame.difference(self.land)
        if self.caspian is not None:
            sea = sea.difference(self.caspian.buffer(0.01))
        # Impassable water (an ocean beyond the board's seas): cut out of the sea, drawn like the Caspian.
        self.neutral_water = []
        for (name, role, _, points) in self.areas:
            if role == 'neutral_water':
                water = self.proj.ring(points, 0.05).intersection(sea)
                if not water.is_empty:
                    self.neutral_water.append((name, water))
                    sea = sea.difference(water.buffer(0.01))
        lines = [LineString(self.sea_line(pts, sea)) for (_, pts) in self.sea_lines]
        linework = unary_union([sea.boundary] + lines)
        faces = [f for f in polygonize(linework) if f.area > 1e-3]
        psea = prep(sea.buffer(1e-6))
        faces = [f for f in faces if psea.contains(f.representative_point())]
        sea_seeds = [(p, Point(self.proj.point(lon, lat))) for (p, lon, lat) in self.seeds if self.kind(p) == 'sea']
        regions = {}
        orphans = []
        for f in faces:
            pf = prep(f)
            inside = [p for (p, pt) in sea_seeds if pf.contains(pt)]
            if len(inside) > 1:
                self.problem('one water body holds the seeds of %s' % inside)
            if inside:
                regions.setdefault(inside[0], []).append(f)
            else:
                orphans.append(f)
        for p, _ in sea_seeds:
            if p not in regions:
                self.problem('sea %s has no water' % p)
        # Water without a seed: joins the sea it shares most border with, else the land around it.
        for f in sorted(orphans, key=lambda g: -g.area):
            best = None
            for p, fs in list(regions.items()) + [(p, [g]) for p, g in self.land_regions.items()]:
                g = unary_union(fs)
                shared = f.boundary.intersection(g.buffer(0.05)).length
                if shared > 0.1 and (best is None or shared > best[0]):
                    best = (shared, p)
            if best is None:
                self.problem('water at %s belongs nowhere' % (f.representative_point().coords[0],))
                continue
            if f.area > 20:
                log('water without seed (area %.0f at %s) given to %s' % (
                    f.area, tuple(round(c) for c in f.representative_point().coords[0]), best[1]))
            if self.kind(best[1]) == 'sea':
                regions[best[1]].append(f)
            else:
                self.land_regions[best[1]] = unary_union([self.land_regions[best[1]], f])
        self.sea_regions = {p: unary_union(fs) for p, fs in regions.items()}

    def make_rivers(self):
        self.rivers = {}
        for name, segments in load_rivers(self.settings, self.args.cache).items():
            lines = []
            for pts in segments:
                arr = np.array(pts)
                x, y = self.proj(arr[:, 0], arr[:, 1])
                lines.append(LineString(list(zip(x.tolist(), y.tolist()))))
            river = unary_union(lines).intersection(self.land.buffer(-1.0)).simplify(0.5)
            self.rivers[name] = [g for g in getattr(river, 'geoms', [river]) if isinstance(g, LineString) and g.length > 2]

    def build(self):
        self.make_land()
        self.make_rivers()
        self.split_land()
        self.split_sea()
        self.regions = dict(self.land_regions)
        self.regions.update(self.sea_regions)
        for p in self.provinces:
            if p not in self.regions or self.regions[p].is_empty:
                self.problem('province %s has no area' % p)
        for p in self.regions:
            if p not in self.provinces:
                self.problem('region %s is not a province' % p)


# ----------------------------------------------------------------------------------------------------------------
# Output geometry (rounded) and checks

def rounded_rings(geom, nd=1):
    """[(exterior, [holes])] with coordinates rounded, consecutive duplicates removed."""
    out = []
    for poly in polygons_of(geom):
        def rr(coords):
            pts = []
            for (x, y) in coords:
                q = (round(x, nd), round(y, nd))
                if not pts or pts[-1] != q:
                    pts.append(q)
            if len(pts) > 1 and pts[0] == pts[-1]:
                pts.pop()
            return pts
        ext = rr(poly.exterior.coords)
        if len(ext) < 3:
            continue
        out.append((ext, [h for h in (rr(r.coords) for r in poly.interiors) if len(h) >= 3]))
    return out


def fmt(v):
    s = ('%.1f' % v).rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s


def path_data(rings):
    parts = []
    for ext, holes in rings:
        for ring in [ext] + holes:
            x0, y0 = ring[0]
            cmd = ['M%s %s' % (fmt(x0), fmt(y0))]
            px, py = x0, y0
            rel = []
            for (x, y) in ring[1:]:
                dx, dy = round(x - px, 1), round(y - py, 1)
                rel.append('%s %s' % (fmt(dx), fmt(dy)))
                px, py = x, y
            if rel:
                cmd.append('l' + ' '.join(rel))
            cmd.append('z')
            parts.append(''.join(cmd).replace(' -', '-'))
    return ''.join(parts)


def rings_to_geom(rings):
    polys = [Polygon(ext, holes) for ext, holes in rings]
    return unary_union([p.buffer(0) for p in polys])


def geometric_adjacency(geoms, tol, min_len):
    """Pairs of ids whose outlines run within tol of each other for at least min_len."""
    ids = sorted(p for p in geoms if not geoms[p].is_empty)
    outlines = {p: geoms[p].boundary for p in ids}
    zones = {p: outlines[p].buffer(tol, resolution=4) for p in ids}
    env = {p: geoms[p].envelope.buffer(tol) for p in ids}
    touching = {}
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            if not env[a].intersects(env[b]):
                continue
            length = outlines[a].intersection(zones[b]).length
            if length >= min_len:
                touching[(a, b)] = length
    return touching


def clearance_problems(geoms, others, rules, settings):
    """Non-adjacent pairs whose outlines come closer than the clearance anywhere but near a point where
    they meet a third shape (a province or neutral land): [(distance, a, b, (x, y))], worst first."""
    c = settings['clearance']
    gap, tol, radius = c['min_gap'], settings['adjacency']['tolerance'], c['junction_radius']
    ids = sorted(p for p in geoms if not geoms[p].is_empty)
    shapes = dict((p, geoms[p]) for p in ids)
    everything = list(shapes.items()) + list(others)
    out = []
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            if (a, b) in rules or shapes[a].distance(shapes[b]) >= gap:
                continue
            close = shapes[a].boundary.intersection(shapes[b].buffer(gap))
            meet = shapes[a].boundary.intersection(shapes[b].buffer(tol))
            junctions = []
            for piece in ([meet] if not hasattr(meet, 'geoms') else list(meet.geoms)):
                if piece.is_empty:
                    continue
                third = [q for (q, g) in everything if q not in (a, b) and g.distance(piece) <= tol]
                if third:
                    junctions.append(piece.buffer(radius))
            rest = close.difference(unary_union(junctions)) if junctions else close
            if rest.is_empty or rest.length < 0.01:
                continue
            d = rest.distance(shapes[b])
            pt = rest.centroid
            out.append((d, a, b, (round(pt.x), round(pt.y))))
    return sorted(out)


def rule_adjacency(borders):
    pairs = set()
    for a, b, _ in borders:
        pa, pb = a.split('/')[0], b.split('/')[0]
        pairs.add(tuple(sorted((pa, pb))))
    return pairs


# ----------------------------------------------------------------------------------------------------------------
# Positions

def inside_point(geom, avoid=(), clearance=0.0):
    """A well-inside point of the biggest part of geom, keeping away from the avoided points."""
    parts = sorted(polygons_of(geom), key=lambda g: -g.area)
    main = parts[0]
    region = main
    for (pt, r) in avoid:
        cut = region.difference(Point(pt).buffer(r))
        if not cut.is_empty and cut.area > 0.15 * main.area:
            region = cut
    best = sorted(polygons_of(region), key=lambda g: -g.area)[0]
    p = polylabel(best, tolerance=0.5)
    return (p.x, p.y)


# A unit's place keeps this far outside every province name (tests/artwork checks 3 units).
LABEL_MARGIN = 4.0
# Unit places of two provinces keep this far apart (an army counter's width in the client), and an army's
# place this far from its province's land borders (tests/artwork checks the same).
UNIT_SPACING = 29.0
ARMY_INSIDE = 10.0


def label_box(p, kind, xy):
    """The box a province's name covers (bold DejaVu Sans, written as write_outputs writes it), a little
    generous."""
    x, y = xy
    if kind == 'sea':
        width = 0.8 * 17 * len(p)
        return box(x - width / 2, y - 7.0, x + width / 2, y + 7.0)
    width = 0.75 * 15 * len(p)
    return box(x - width / 2, y - 6.5, x + width / 2, y + 9.5)


def fleet_point(geom, band, avoid):
    """Where a fleet stands in a coastal province: in the part of the province within the band along the
    sea, clear of the avoided points, as far inside that part as it can be; None when there is no room."""
    region = geom.intersection(band)
    for (pt, r) in avoid:
        region = region.difference(Point(pt).buffer(r))
    parts = [g for g in polygons_of(region) if g.area > 30.0]
    if not parts:
        return None
    p = polylabel(max(parts, key=lambda g: g.area), tolerance=0.5)
    return (p.x, p.y)


def nudge_inside(geom, xy, margin):
    """xy, moved towards the inside of geom until it is at least margin from the edge; None if outside."""
    pt = Point(xy)
    part = None
    for g in polygons_of(geom):
        if g.buffer(margin).contains(pt):
            part = g
    if part is None:
        return None
    core = part.buffer(-margin)
    if core.is_empty:
        return inside_point(part)
    if core.contains(pt):
        return xy
    q = core.boundary.interpolate(core.boundary.project(pt))
    c = polylabel(sorted(polygons_of(core), key=lambda g: -g.area)[0], tolerance=0.5)
    # a little further in than the nearest point of the inner outline
    d = math.hypot(c.x - q.x, c.y - q.y) or 1.0
    return (q.x + (c.x - q.x) * 1.5 / d, q.y + (c.y - q.y) * 1.5 / d)


# ----------------------------------------------------------------------------------------------------------------
# SVG

LAND = '#ede3c6'
SEA = '#b9d4e6'
NEUTRAL = '#cdc8bd'
WATER_NEUTRAL = '#a9bfce'
LAKE = '#c3dbe9'


def mix(hex_a, hex_b, t):
    a = [int(hex_a[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(hex_b[i:i + 2], 16) for i in (1, 3, 5)]
    return '#%02x%02x%02x' % tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def write_outputs(build, out_svg, out_layout):
    provinces, powers = build.provinces, build.powers
    W, H = build.W, build.H
    rings = {p: rounded_rings(g) for p, g in build.regions.items()}
    for p in provinces:
        rings.setdefault(p, [])
    geoms = {p: rings_to_geom(r) for p, r in rings.items()}

    # Positions.
    pos = {}
    proj = build.proj
    lakes = unary_union(build.lakes) if build.lakes else None
    seas = unary_union([geoms[p] for p in provinces if provinces[p]['kind'] == 'sea'])
    coastal_band = seas.simplify(2.0).buffer(build.settings['fleet_band'], resolution=4)
    shapes = {}
    for p in sorted(provinces):
        g = geoms[p]
        if g.is_empty:
            g = Point(0, 0).buffer(1)
        if lakes is not None and g.intersects(lakes):
            g = g.difference(lakes.buffer(1.0))  # nothing is placed on a lake drawn over the province
        shapes[p] = g
        sc = None
        if provinces[p]['sc']:
            ll = build.places.get((p, 'sc'))
            if ll:
                sc = nudge_inside(g, proj.point(*ll), 6.0)
                if sc is None:
                    build.problem('supply centre of %s lies outside its province' % p)
                    sc = inside_point(g)
            else:
                sc = inside_point(g)
        if (p, 'label') in build.places:
            label = proj.point(*build.places[(p, 'label')])
        else:
            label = inside_point(g, [(sc, 13.0)] if sc else [])
        pos[p] = {'unit': None, 'fleet': None, 'label': label, 'sc': sc}
    # Units stand clear of every name (a name may reach over a border) and crossing line, of the marker and
    # of each other.
    names = unary_union([label_box(p, provinces[p]['kind'], pos[p]['label']).buffer(LABEL_MARGIN)
                         for p in provinces])
    crossed = unary_union([LineString([p1, p2]).buffer(10.0) for (_, _, p1, p2) in crossings(build, geoms)])
    for p in sorted(provinces):
        g, label, sc = shapes[p], pos[p]['label'], pos[p]['sc']
        avoid = ([(sc, 13.0)] if sc else []) + [(label, 16.0)]
        room = g.difference(names).difference(crossed)
        if (p, 'unit') in build.places:
            unit = proj.point(*build.places[(p, 'unit')])
        else:
            # An army near the province's centre, clear of its label and supply-centre marker.
            unit = inside_point(room if room.area > 0 else g, avoid)
        fleet = None
        if provinces[p]['kind'] == 'coast' and not provinces[p]['coasts']:
            if (p, 'fleet') in build.places:
                fleet = nudge_inside(g, proj.point(*build.places[(p, 'fleet')]), 5.0)
                if fleet is None:
                    build.problem('fleet position of %s lies outside its province' % p)
            else:
                fleet = fleet_point(room, coastal_band, avoid + [(unit, 18.0)])
            if fleet is not None and seas.distance(Point(fleet)) >= seas.distance(Point(unit)) - 3.0:
                fleet = None  # no room by the sea apart from the army's place: that one spot serves both
            elif fleet is not None and names.contains(Point(unit)):
                unit, fleet = fleet, None  # a small island: the only place clear of the name serves both
        pos[p]['unit'], pos[p]['fleet'] = unit, fleet
        for c in provinces[p]['coasts']:
            loc = '%s/%s' % (p, c)
            ll = build.places.get((loc, 'unit'))
            if not ll:
                build.problem('no unit position for %s in places.csv' % loc)
                ll = None
            cu = nudge_inside(g, proj.point(*ll), 5.0) if ll else unit
            if cu is None:
                build.problem('unit position of %s lies outside its province' % loc)
                cu = unit
            pos[loc] = {'unit': cu, 'fleet': None, 'label': label, 'sc': None}
    for loc, v in pos.items():
        for what in ('unit', 'fleet'):
            if v[what] is not None and names.contains(Point(v[what])):
                build.problem('%s position of %s lies on a province name' % (what, loc))
    unit_places = [(loc.split('/')[0], loc, what, v[what]) for loc, v in sorted(pos.items())
                   for what in ('unit', 'fleet') if v[what] is not None]
    for i, (pa, la, wa, a) in enumerate(unit_places):
        for (pb, lb, wb, b) in unit_places[i + 1:]:
            d = math.hypot(a[0] - b[0], a[1] - b[1])
            if pa != pb and d < UNIT_SPACING:
                build.problem('%s place of %s and %s place of %s are %.1f apart' % (wa, la, wb, lb, d))
    for p in sorted(provinces):
        if provinces[p]['kind'] == 'sea' or geoms[p].is_empty:
            continue
        others = unary_union([geoms[q] for q in provinces if q != p and provinces[q]['kind'] != 'sea'])
        land_border = geoms[p].boundary.intersection(others.buffer(1.5))
        if not land_border.is_empty and land_border.distance(Point(pos[p]['unit'])) < ARMY_INSIDE:
            build.problem('the army of %s stands %.1f from a land border'
                          % (p, land_border.distance(Point(pos[p]['unit']))))
    for loc, v in pos.items():
        g = geoms[loc.split('/')[0]]
        if g.is_empty:
            continue
        for what in ('unit', 'fleet', 'label', 'sc'):
            if v[what] is not None and not g.contains(Point(v[what])):
                build.problem('%s position of %s lies outside the province' % (what, loc))

    with open(out_layout, 'w', encoding='utf-8') as f:
        f.write('# Generated by maps/tools/generate_map.py; do not edit. See ARTWORK.md.\n')
        f.write('# location,unit_x,unit_y,label_x,label_y,sc_x,sc_y,fleet_x,fleet_y\n')

        def xy(q):
            return ('%s,%s' % (fmt(q[0]), fmt(q[1]))) if q else ','
        for loc in sorted(pos):
            v = pos[loc]
            f.write('%s,%s,%s,%s,%s\n' % (loc, xy(v['unit']), xy(v['label']), xy(v['sc']), xy(v['fleet'])))

    out = []
    w = out.append
    w('<?xml version="1.0" encoding="UTF-8"?>\n')
    w('<!-- %s. Generated by maps/tools/generate_map.py; ' % build.settings['description'] +
      'do not edit by hand.\n     Coastlines: GSHHG (Wessel and Smith), LGPL-3.0-or-later. See maps/tools/README.md. -->\n')
    w('<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
      'viewBox="0 0 %s %s" width="%s" height="%s">\n' % (fmt(W), fmt(H), fmt(W), fmt(H)))
    w('<title>%s</title>\n' % build.settings['title'])
    w('<rect id="background" x="0" y="0" width="%s" height="%s" fill="%s"/>\n' % (fmt(W), fmt(H), SEA))
    w('<g id="provinces" stroke="#5b5346" stroke-width="0.7" stroke-linejoin="round" fill-rule="evenodd">\n')
    for p in sorted(provinces):
        pr = provinces[p]
        kind = pr['kind']
        if kind == 'sea':
            fill = SEA
        elif pr['home']:
            fill = mix(LAND, powers[pr['home']]['colour'], 0.42)
        else:
            fill = LAND
        extra = ' stroke="#6d8fa8" stroke-width="0.6"' if kind == 'sea' else ''
        w('<path id="%s" class="%s" fill="%s"%s d="%s"/>\n' % (p, kind, fill, extra, path_data(rings[p])))
    w('</g>\n')
    w('<g id="impassable" stroke="#8a8478" stroke-width="0.6" stroke-linejoin="round" fill-rule="evenodd">\n')
    for (name, g) in build.neutral:
        d = path_data(rounded_rings(g))
        if d:
            w('<path id="neutral-%s" fill="%s" d="%s"/>\n' % (name.replace('_', '-'), NEUTRAL, d))
    if build.caspian is not None:
        w('<path id="neutral-caspian" fill="%s" d="%s"/>\n' % (WATER_NEUTRAL, path_data(rounded_rings(build.caspian))))
    for (name, g) in build.neutral_water:
        w('<path id="neutral-%s" fill="%s" d="%s"/>\n' % (name.replace('_', '-'), WATER_NEUTRAL,
                                                          path_data(rounded_rings(g))))
    w('</g>\n')
    # Coastline emphasis: the outline of all land, drawn over the province borders.
    all_land = build.land
    w('<g id="decoration">\n')
    w('<path id="coastline" fill="none" stroke="#3e5f78" stroke-width="1.3" stroke-linejoin="round" d="%s"/>\n'
      % path_data(rounded_rings(all_land.buffer(0))))
    for i, lake in enumerate(build.lakes):
        d = path_data(rounded_rings(lake))
        if d:
            w('<path id="lake-%d" fill="%s" stroke="#6d8fa8" stroke-width="0.5" d="%s"/>\n' % (i + 1, LAKE, d))
    for name, lines in sorted(build.rivers.items()):
        d = ''.join('M' + 'L'.join('%s %s' % (fmt(x), fmt(y)) for (x, y) in line.coords) for line in lines)
        w('<path id="river-%s" fill="none" stroke="#6d8fa8" stroke-width="1.4" stroke-linejoin="round" '
          'stroke-linecap="round" d="%s"/>\n' % (name, d))
    w(crossing_lines(build, geoms))
    w(cartouche(build.settings, proj))
    w('</g>\n')
    w('<g id="supply-centres" stroke="#3b3328" stroke-width="1.2">\n')
    for p in sorted(pos):
        if pos[p]['sc']:
            x, y = pos[p]['sc']
            w('<circle id="sc-%s" cx="%s" cy="%s" r="4.2" fill="#fbf6e8"/>\n' % (p, fmt(x), fmt(y)))
            w('<circle cx="%s" cy="%s" r="1.6" fill="#3b3328" stroke="none"/>\n' % (fmt(x), fmt(y)))
    w('</g>\n')
    w('<g id="labels" font-family="DejaVu Sans, sans-serif" text-anchor="middle">\n')
    for p in sorted(provinces):
        x, y = pos[p]['label']
        if provinces[p]['kind'] == 'sea':
            w('<text id="label-%s" x="%s" y="%s" font-size="17" font-weight="bold" fill="#2f5573">%s</text>\n'
              % (p, fmt(x), fmt(y + 6), p.upper()))
        else:
            w('<text id="label-%s" x="%s" y="%s" font-size="15" font-weight="bold" fill="#2b251c">%s</text>\n'
              % (p, fmt(x), fmt(y + 5.3), p.capitalize()))
    w('</g>\n')
    if getattr(build.args, 'show_units', False):
        w('<g id="debug-units" fill="none" stroke="#c00" stroke-width="1.5">\n')
        for loc, v in sorted(pos.items()):
            w('<circle cx="%.1f" cy="%.1f" r="9"/>\n' % v['unit'])
            if v['fleet']:
                w('<rect x="%.1f" y="%.1f" width="18" height="18"/>\n' % (v['fleet'][0] - 9, v['fleet'][1] - 9))
        w('</g>\n')
    if build.args.debug:
        w('<g id="debug" font-size="7" fill="#c00">\n')
        for (name, pts) in build.sea_lines:
            d = 'M' + 'L'.join('%.1f %.1f' % xy for xy in proj.line([p for p in pts if not isinstance(p, str)], 0.1))
            w('<path d="%s" stroke="#e00" stroke-width="1" fill="none"/>\n' % d)
        for (p, lon, lat) in build.seeds:
            x, y = proj.point(lon, lat)
            w('<circle cx="%.1f" cy="%.1f" r="1.5"/><text x="%.1f" y="%.1f">%s</text>\n' % (x, y, x + 2, y - 2, p))
        w('</g>\n')
    w('</svg>\n')
    with open(out_svg, 'w', encoding='utf-8') as f:
        f.write(''.join(out))
    return geoms, pos


def crossings(build, geoms):
    """The settings' crossings as (a, b, (x1, y1), (x2, y2)): a line across the gap (or through the point)
    where the two provinces come nearest, reaching `reach` units into each (9, or the crossing's third
    value, for a gap so narrow that a short line would be lost at 100 %); a problem if an end is not inside
    its province."""
    out = []
    for crossing in build.settings.get('crossings', []):
        a, b = crossing[0], crossing[1]
        reach = float(crossing[2]) if len(crossing) > 2 else 9.0
        # from the main part of each (Mallorca, not Ibiza)
        main_a = max(polygons_of(geoms[a]), key=lambda g: g.area)
        main_b = max(polygons_of(geoms[b]), key=lambda g: g.area)
        qa, qb = nearest_points(main_a, main_b)
        dx, dy = qb.x - qa.x, qb.y - qa.y
        if math.hypot(dx, dy) < 1.0:  # they meet at a point: cross it from one centre towards the other
            ca, cb = geoms[a].centroid, geoms[b].centroid
            dx, dy = cb.x - ca.x, cb.y - ca.y
        d = math.hypot(dx, dy)
        dx, dy = dx / d, dy / d

        def end(geom, q, sign):
            # as far into the province as `reach`, less where it is narrower (a small island)
            for r in (reach, reach * 0.75, 9.0, 6.0, 4.0, 2.5):
                pt = (q.x + sign * dx * r, q.y + sign * dy * r)
                if geom.contains(Point(pt)):
                    return pt
            return pt
        p1 = end(geoms[a], qa, -1.0)
        p2 = end(geoms[b], qb, 1.0)
        for pid, pt in ((a, p1), (b, p2)):
            if not geoms[pid].contains(Point(pt)):
                build.problem('crossing %s-%s: its end %s is not inside %s' % (a, b, tuple(round(v) for v in pt), pid))
        out.append((a, b, p1, p2))
    return out


def crossing_lines(build, geoms):
    """Adjacencies the outlines cannot show (across water, or through a point where four provinces meet),
    drawn as short dashed lines from one province into the other."""
    lines = crossings(build, geoms)
    if not lines:
        return ''
    out = ['<g id="crossings" stroke="#3b3328" stroke-width="1.6" stroke-dasharray="4 3" stroke-linecap="round">']
    for a, b, p1, p2 in lines:
        out.append('<line id="crossing-%s-%s" x1="%s" y1="%s" x2="%s" y2="%s"/>' % (
            a, b, fmt(p1[0]), fmt(p1[1]), fmt(p2[0]), fmt(p2[1])))
    out.append('</g>')
    return '\n'.join(out) + '\n'


def cartouche(settings, proj):
    """A small title plate and a compass rose, both on open water."""
    deco = settings.get('decoration', {})
    out = []
    if 'title_xy' in deco:
        x, y = deco['title_xy']
        w, h = max(176, 12 * len(settings['title']) + 20), 62
        out.append('<g id="title">')
        out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="4" fill="#f6efdb" stroke="#5b5346" '
                   'stroke-width="1.6"/>' % (x, y, w, h))
        out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="2.5" fill="none" stroke="#5b5346" '
                   'stroke-width="0.6"/>' % (x + 4, y + 4, w - 8, h - 8))
        out.append('<text id="title-heading" x="%s" y="%s" font-family="DejaVu Serif, serif" font-size="20" '
                   'font-weight="bold" text-anchor="middle" fill="#3b3328">%s</text>' % (x + w / 2, y + 31,
                                                                                    settings['title']))
        out.append('<text id="title-subtitle" x="%s" y="%s" font-family="DejaVu Serif, serif" font-size="9.5" '
                   'font-style="italic" text-anchor="middle" fill="#5b5346">%s</text>'
                   % (x + w / 2, y + 48, settings['subtitle']))
        out.append('</g>')
    if 'compass_lonlat' in deco:
        cx, cy = proj.point(*deco['compass_lonlat'])
        r = 30.0
        # North of the map at this spot: the direction of increasing latitude.
        nx, ny = proj.point(deco['compass_lonlat'][0], deco['compass_lonlat'][1] + 1.0)
        a = math.atan2(nx - cx, -(ny - cy))
        def rot(dx, dy):
            return (cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a))
        def poly(points, fill):
            return '<path fill="%s" stroke="#3b3328" stroke-width="0.8" d="M%sz"/>' % (
                fill, ' '.join('%.1f %.1f' % rot(px, py) for (px, py) in points))
        out.append('<g id="compass">')
        out.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="#3b3328" stroke-width="0.8"/>'
                   % (cx, cy, r * 0.62))
        for k in range(4):
            ang = k * math.pi / 2
            c, s_ = math.cos(ang), math.sin(ang)
            tip = (r * s_, -r * c)
            left = (-4.5 * c, -4.5 * s_)
            right = (4.5 * c, 4.5 * s_)
            out.append(poly([tip, left, (0, 0)], '#3b3328'))
            out.append(poly([tip, right, (0, 0)], '#f6efdb'))
        tx, ty = rot(0, -r - 7)
        out.append('<text x="%.1f" y="%.1f" font-family="DejaVu Serif, serif" font-size="13" font-weight="bold" '
                   'text-anchor="middle" fill="#3b3328">N</text>' % (tx, ty + 4.5))
        out.append('</g>')
    return '\n'.join(out) + '\n'


# ----------------------------------------------------------------------------------------------------------------

def where(name, lonlat):
    set_map(name)
    b = Build(argparse.Namespace(cache=None))
    for ll in lonlat:
        print(ll, b.proj.point(*ll))


def main():
    if len(sys.argv) > 2 and sys.argv[1] == 'where':
        return where(sys.argv[2], [tuple(map(float, a.split(','))) for a in sys.argv[3:]])
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('--map', default='standard', help='the map folder under maps/ (inputs in maps/tools/NAME)')
    ap.add_argument('--cache', default=os.path.join(tempfile.gettempdir(), 'arbiter-mapgen'),
                    help='where the GMT coastline dump is cached')
    ap.add_argument('--svg', default=None, help='default: maps/NAME/NAME.svg')
    ap.add_argument('--layout', default=None, help='default: maps/NAME/layout.csv')
    ap.add_argument('--show-units', action='store_true', help='draw unit positions (development only)')
    ap.add_argument('--debug', action='store_true', help='overlay seeds and sea lines (development only)')
    ap.add_argument('--png', default=None, help='also render a PNG preview with rsvg-convert')
    args = ap.parse_args()
    set_map(args.map)
    args.svg = args.svg or os.path.join(MAP_DIR, args.map + '.svg')
    args.layout = args.layout or os.path.join(MAP_DIR, 'layout.csv')
    b = Build(args)
    b.build()
    geoms, pos = write_outputs(b, args.svg, args.layout)
    s = b.settings['adjacency']
    touching = geometric_adjacency(geoms, s['tolerance'], s['min_length'])
    drawn = set(touching) | {tuple(sorted((a, c))) for (a, c, _, _) in crossings(b, geoms)}
    rules = rule_adjacency(b.borders)
    extra = sorted(drawn - rules)
    missing = sorted(rules - drawn)
    for (a, c) in extra:
        log('TOUCH BUT NOT ADJACENT: %s-%s (%.1f)' % (a, c, touching[(a, c)]))
    for (a, c) in missing:
        log('ADJACENT BUT NOT TOUCHING: %s-%s' % (a, c))
    loose = geometric_adjacency(geoms, s['tolerance'], 1.0)
    for k, l in sorted(loose.items()):
        if k not in rules:
            log('near miss (not adjacent, outlines close for %.1f): %s-%s' % (l, k[0], k[1]))
    neutral = [('neutral-' + n, g) for (n, g) in b.neutral]
    tight = clearance_problems(geoms, neutral, rules, b.settings)
    for (d, a, c, xy) in tight:
        log('TOO CLOSE: %s-%s are not adjacent but %.1f apart at %s (clearance %g)' % (
            a, c, d, xy, b.settings['clearance']['min_gap']))
    weak = sorted((l, k) for k, l in touching.items() if k in rules and l < 2 * s['min_length'])
    for l, k in weak:
        log('short border %s-%s: %.1f' % (k[0], k[1], l))
    log('adjacency: %d pairs drawn, %d in the rules, %d extra, %d missing; %d too close; %d problems' % (
        len(drawn), len(rules), len(extra), len(missing), len(tight), len(b.problems)))
    log('svg: %s (%d bytes)' % (args.svg, os.path.getsize(args.svg)))
    if args.png:
        subprocess.run(['rsvg-convert', '-w', '1600', '-o', args.png, args.svg], check=True)
    return 0 if not (extra or missing or tight or b.problems) else 1


if __name__ == '__main__':
    sys.exit(main())
