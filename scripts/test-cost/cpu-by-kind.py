#!/usr/bin/env python3
# Runs a command; samples every process's CPU twice a second from /proc; prints CPU-s by kind of process
# (Chromium renderer, GPU, browser, the test server, Playwright) when it ends. Linux only. E.g.
#   python3 scripts/test-cost/cpu-by-kind.py npx playwright test pwa/e2e/jobs.spec.ts --workers=1
import os, sys, time, subprocess, collections
HZ = os.sysconf('SC_CLK_TCK')
def kind(pid):
    try:
        cmd = open(f'/proc/{pid}/cmdline','rb').read().replace(b'\0',b' ').decode(errors='replace')
    except Exception: return None
    if 'chrom' in cmd:
        for t in ('--type=renderer','--type=gpu-process','--type=utility','--type=zygote','--type=crashpad'):
            if t in cmd:
                if 'utility' in t:
                    sub = cmd.split('--utility-sub-type=')[1].split(' ')[0] if '--utility-sub-type=' in cmd else '?'
                    return 'chrome-utility:'+sub.split('.')[-1]
                return 'chrome-'+t.split('=')[1]
        return 'chrome-browser'
    if 'node' in cmd:
        if 'edge-api/node' in cmd or 'server' in cmd and 'e2e' not in cmd: return 'node-server:'+cmd[:60]
        return 'node:'+' '.join(cmd.split()[:3])[:80]
    return cmd.split(' ')[0][-30:]
seen = {}
p = subprocess.Popen(sys.argv[1:])
def sample():
    for d in os.listdir('/proc'):
        if not d.isdigit(): continue
        try:
            st = open(f'/proc/{d}/stat').read().rsplit(')',1)[1].split()
            t = (int(st[11])+int(st[12]))/HZ
        except Exception: continue
        k = seen.get(d, (None,0))[0] or kind(d)
        seen[d] = (k, t)
base = None
sample(); base = {d:v[1] for d,v in seen.items()}
t0=time.time(); s0=open('/proc/stat').readline().split()
while p.poll() is None:
    sample(); time.sleep(0.5)
s1=open('/proc/stat').readline().split()
busy=lambda s: sum(int(x) for x in s[1:4]+s[6:9])
tot=collections.Counter()
for d,(k,t) in seen.items(): tot[k or '?'] += t - base.get(d,0)
print(f'wall {time.time()-t0:.1f}s  machine busy {(busy(s1)-busy(s0))/HZ:.1f} cpu-s', file=sys.stderr)
for k,v in tot.most_common(25):
    if v>0.5: print(f'{v:8.1f}  {k}', file=sys.stderr)
sys.exit(p.returncode)
