#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{a as A,b as S,c as v,d as R}from"./action+run.js";import{a as m}from"./merge+run.js";import{a as y}from"./demo+merge+run.js";import"./action+demo+merge+run.js";import"./action+cli+demo+merge+run.js";import{b as g}from"./action+demo+merge+run+validate.js";import"./action+demo+merge+probe+run.js";import{p as l,q as d,r as c}from"./action+demo+merge+probe+run+validate.js";import"./action+demo+github+merge+probe+run+validate.js";import{a as u}from"./demo+merge+probe+run+simulate+validate.js";import{x as f,y as b,z as w}from"./action+demo+merge+probe+run+simulate+validate.js";import{a as t}from"./action+cli+demo+merge+probe+run+simulate+validate.js";import{a}from"./action+cli+demo+github+merge+probe+run+simulate+validate.js";function I(n,s,e){if(e.shard===void 0){if(e.startAt!==void 0)throw new t("USAGE","--start-at needs --shard: it is the common start of the shards of one sweep.",{hint:"Add --shard I/N, or leave --start-at out."});return}let r=A(e.shard,"--shard");if(e.startAt===void 0)throw new t("USAGE",`--shard ${e.shard} needs --start-at: every shard must start each level at the same wall-clock time.`,{hint:"Give all shards the same --start-at, e.g. --start-at 2026-05-01T12:00:00Z, a little after the last one will be ready."});if(e.updateBaseline)throw new t("USAGE","--update-baseline does not apply to a shard: `llm-slo-gate merge --update-baseline` writes the merged baseline.",{hint:"Move --update-baseline to the merge."});if(s)throw new t("USAGE","A spec with scenarios cannot be split into shards.",{hint:"Run each scenario as a spec of its own to shard it."});return v(n[0],r,S(e.startAt,"--start-at"),e.specSha256,R())}a(I,"shardOfRun");var k=`Usage: llm-slo-gate run [options]

Runs the sweep described by the spec and writes results.json, requests.jsonl, results.csv and
report.md into DIR. A spec with scenarios runs each in turn and writes its files to DIR/<name>/,
with a combined results.json and report.md in DIR. With no spec file (no --spec, and none at
${l}), --base-url and --model are enough: the other flags or their defaults
make the rest of the plan.

Options:
  --spec PATH           spec file (default ${l})
  --out DIR             output folder (default ${d})
${w()}  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     after a complete run, write its results as the new baseline
                        (keeping the last baseline.runs runs when the spec sets it)
  --pin-baseline        with --update-baseline: record this run as the anchor baseline.max_drift
                        judges drift from (e.g. at a release), kept until pinned again
  --shard I/N           run shard I of N: each level's share of the load, starting every level
                        at the same wall-clock time as the other shards (docs/shards.md)
  --start-at TIME       the shards' common start, ISO 8601 (e.g. 2026-05-01T12:00:00Z); needs --shard
  -q, --quiet           no progress lines (connectivity check, each level as it ends): print
                        only the results: the levels table, checks, notes, errors and verdict
`,D={spec:{type:"string"},out:{type:"string"},...b,"fail-on":{type:"string"},baseline:{type:"string"},"update-baseline":{type:"boolean"},"pin-baseline":{type:"boolean"},shard:{type:"string"},"start-at":{type:"string"},quiet:{type:"boolean",short:"q"},help:{type:"boolean",short:"h"}};async function V(n,s){let{values:e}=u(n,D,"run");if(e.help)return s.stdout.write(k),0;let{spec:r,path:i,locate:h,sha256:p}=await m(s.cwd,e.spec,e["base-url"],e.model),O=f("cli",o=>e[o]),E=c(e["fail-on"]??"both","--fail-on");if(e["pin-baseline"]===!0&&e["update-baseline"]!==!0)throw new t("USAGE","--pin-baseline pins the run that --update-baseline records, and --update-baseline is not set.",{hint:"Run llm-slo-gate run --update-baseline --pin-baseline on the main branch to pin this run as the anchor of baseline.max_drift."});let T={shard:e.shard,startAt:e["start-at"],updateBaseline:e["update-baseline"]===!0,specSha256:p},U=await g(r,O,{cwd:s.cwd,...i!==void 0?{specPath:i}:{},...e.baseline!==void 0?{baselinePath:e.baseline}:{},shard:a((o,P)=>I(o,P,T),"shard")});return(await y({spec:r,runs:U,failOn:E,...h?{locate:h}:{},specFile:{path:i??null,sha256:p},outDir:e.out??d,updateBaseline:e["update-baseline"]===!0,...e["pin-baseline"]===!0?{pinBaseline:!0}:{}},s,{quiet:e.quiet===!0})).exitCode}a(V,"runCommand");export{k as RUN_USAGE,V as runCommand};
