#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{a as w}from"./action+merge.js";import{a as f}from"./merge+run.js";import{b}from"./demo+merge+run.js";import"./action+demo+merge+run.js";import"./action+cli+demo+merge+run.js";import{c as g}from"./action+demo+merge+run+validate.js";import"./action+demo+merge+probe+run.js";import{p as u,q as r,r as m}from"./action+demo+merge+probe+run+validate.js";import"./action+demo+github+merge+probe+run+validate.js";import{a as d}from"./demo+merge+probe+run+simulate+validate.js";import{F as c}from"./action+demo+merge+probe+run+simulate+validate.js";import{a as s}from"./action+cli+demo+merge+probe+run+simulate+validate.js";import{a as p}from"./action+cli+demo+github+merge+probe+run+simulate+validate.js";var P=`Usage: llm-slo-gate merge [options] DIR...

Merges the output folders of the shards of one sweep (run --shard I/N, one folder per shard)
into one results.json, requests.jsonl, results.csv and report.md in --out: every level pools
the shards' raw records, so its percentiles are those of all the requests together, and its
throughput is what the shards completed together while all of them were measuring. Refuses
shards that ran different specs, flags or versions, a missing or repeated shard, and shards that
did not measure at the same time. The merged results are judged like a single run's.

Options:
  --spec PATH           the spec the shards ran: its slos and baseline judge the merge
                        (default ${u}; without one, the default objective only)
  --out DIR             output folder (default ${r})
  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     write the merged results as the new baseline
  --pin-baseline        with --update-baseline: record the merged run as the anchor
                        baseline.max_drift judges drift from
  -q, --quiet           no progress lines
`,q={spec:{type:"string"},out:{type:"string"},"fail-on":{type:"string"},baseline:{type:"string"},"update-baseline":{type:"boolean"},"pin-baseline":{type:"boolean"},quiet:{type:"boolean",short:"q"},help:{type:"boolean",short:"h"}};async function F(y,t){let{values:e,positionals:a}=d(y,q,"merge",!0);if(e.help)return t.stdout.write(P),0;if(a.length===0)throw new s("USAGE","merge needs the shards' output folders.",{hint:"e.g. llm-slo-gate merge shard-1 shard-2 --out merged"});let T=m(e["fail-on"]??"both","--fail-on");if(e["pin-baseline"]===!0&&e["update-baseline"]!==!0)throw new s("USAGE","--pin-baseline pins the run that --update-baseline records, and --update-baseline is not set.",{hint:"Run llm-slo-gate merge \u2026 --update-baseline --pin-baseline on the main branch to pin the merged run as the anchor of baseline.max_drift."});let n=await w(t.cwd,a),o=n[0].results.endpoint,{spec:A,path:i,locate:l,sha256:h}=await f(t.cwd,e.spec,o.base_url,o.model),E=g(c(A,{},i,void 0,e.baseline));return(await b({shards:n,plan:E,specSha256:h,failOn:T,...l?{locate:l}:{},specFile:{path:i??null,sha256:h},outDir:e.out??r,updateBaseline:e["update-baseline"]===!0,...e["pin-baseline"]===!0?{pinBaseline:!0}:{}},t,{quiet:e.quiet===!0})).exitCode}p(F,"mergeCommand");export{P as MERGE_USAGE,F as mergeCommand};
