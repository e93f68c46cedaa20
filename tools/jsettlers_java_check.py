"""Compare tools/jsettlers_layouts.json's 5-6 player entries of the four shipped scenarios with
JSettlers2's Java arrays (hex types, coordinates, dice numbers, harbour sides and kinds), constants
and arrays of other classes resolved.

Usage: jsettlers_java_check.py JSETTLERS2_CHECKOUT   (exit 1 on a difference)
"""
import json, os, re, sys
root = sys.argv[1]
files = {'SOCBoard': 'soc/game/SOCBoard.java', 'SOCBoardLarge': 'soc/game/SOCBoardLarge.java',
         'SOCBoard4p': 'soc/game/SOCBoard4p.java', 'SOCBoard6p': 'soc/game/SOCBoard6p.java',
         'board': 'soc/server/SOCBoardAtServer.java'}
src = {n: open(os.path.join(root, 'src/main/java', p)).read() for n, p in files.items()}
def strip_comments(t):
    t = re.sub(r'/\*.*?\*/', '', t, flags=re.S)
    return re.sub(r'//[^\n]*', '', t)
consts, arrays = {}, {}
for cls, t in src.items():
    t = strip_comments(t)
    for m in re.finditer(r'(?:static final|final static) int\s*(?:\[\]\s*)*(\w+)\s*(?:\[\]\s*)*=\s*', t):
        name = m.group(1); i = m.end()
        if t[i] == '{':
            depth = 0; j = i
            while True:
                if t[j] == '{': depth += 1
                elif t[j] == '}':
                    depth -= 1
                    if depth == 0: break
                j += 1
            arrays[name] = t[i:j+1]
        else:
            # scalar constants, possibly several "A = 1, B = 2;"
            j = t.index(';', m.start())
            for a, b in re.findall(r'(\w+)\s*=\s*([^,;]+)', t[m.start():j].split('int',1)[1]):
                consts[a] = b.strip()
def val(tok):
    tok = tok.strip().split('.')[-1]
    if tok in consts: return val(consts[tok])
    if tok in arrays: return parse(arrays[tok])
    return int(tok, 0)
def parse(init):
    # nested list
    out, stack, cur = None, [], ''
    toks = re.findall(r'\{|\}|[^{},\s]+', init)
    root = []; stack = [root]
    for tk in toks:
        if tk == '{':
            new = []; stack[-1].append(new); stack.append(new)
        elif tk == '}': stack.pop()
        else: stack[-1].append(val(tk))
    return root[0]
def get(ref):
    m = re.match(r'(\w+)(?:\[(\d+)\])?$', ref)
    a = parse(arrays[m.group(1)])
    return a[int(m.group(2))] if m.group(2) else a
d = json.load(open(os.path.join(os.path.dirname(__file__), 'jsettlers_layouts.json')))
bad = 0
for L in d['layouts']:
    if L['players'] != 6 or L['key'] not in ('SC_NSHO','SC_4ISL','SC_FOG','SC_TTD'): continue
    for part in L['parts']:
        for field, ref in part['arrays'].items():
            want = get(ref)
            got = part[field]
            if field == 'coords': got = [int(c, 16) for c in got]
            ok = list(want) == list(got)
            bad += not ok
            print(L['key'], part['what'], field, ref, 'same' if ok else f'DIFF java={want} json={got}')
    P = L['ports']
    for field, ref in P['arrays'].items():
        want = get(ref)
        if field == 'edges':
            fac = {'NE':1,'E':2,'SE':3,'SW':4,'W':5,'NW':6}
            got = [x for e, f in P['edges'] for x in (int(e, 16), fac[f])]
        else:
            got = P['types']
        ok = list(want) == got; bad += not ok
        print(L['key'], 'ports', field, ref, 'same' if ok else f'DIFF java={want} json={got}')
print('differences:', bad)
sys.exit(1 if bad else 0)
