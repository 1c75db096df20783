#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{a as w}from"./action+merge.js";import{a as c}from"./merge+run.js";import{b}from"./demo+merge+run.js";import"./action+demo+merge+run.js";import"./action+cli+demo+merge+run.js";import"./action+demo+merge+run+validate.js";import"./action+demo+merge+probe+run.js";import{p as m,q as a,r as f}from"./action+demo+merge+probe+run+validate.js";import"./action+demo+github+merge+probe+run+validate.js";import{a as p}from"./demo+merge+probe+run+simulate+validate.js";import{F as g}from"./action+demo+merge+probe+run+simulate+validate.js";import{a as r}from"./action+cli+demo+merge+probe+run+simulate+validate.js";import{a as d}from"./action+cli+demo+github+merge+probe+run+simulate+validate.js";var E=`Usage: llm-slo-gate merge [options] DIR...

Merges the output folders of the shards of one sweep (run --shard I/N, one folder per shard)
into one results.json, requests.jsonl, results.csv and report.md in --out: every level pools
the shards' raw records, so its percentiles are those of all the requests together, and its
throughput is what the shards completed together while all of them were measuring. Refuses
shards that ran different specs, flags or versions, a missing or repeated shard, and shards that
did not measure at the same time. The merged results are judged like a single run's.

Options:
  --spec PATH           the spec the shards ran: its slos and baseline judge the merge
                        (default ${m}; without one, the default objective only)
  --out DIR             output folder (default ${a})
  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     write the merged results as the new baseline
  --pin-baseline        with --update-baseline: record the merged run as the anchor
                        baseline.max_drift judges drift from
  -q, --quiet           no progress lines
`,q={spec:{type:"string"},out:{type:"string"},"fail-on":{type:"string"},baseline:{type:"string"},"update-baseline":{type:"boolean"},"pin-baseline":{type:"boolean"},quiet:{type:"boolean",short:"q"},help:{type:"boolean",short:"h"}};async function U(y,t){let{values:e,positionals:n}=p(y,q,"merge",!0);if(e.help)return t.stdout.write(E),0;if(n.length===0)throw new r("USAGE","merge needs the shards' output folders.",{hint:"e.g. llm-slo-gate merge shard-1 shard-2 --out merged"});let T=f(e["fail-on"]??"both","--fail-on");if(e["pin-baseline"]===!0&&e["update-baseline"]!==!0)throw new r("USAGE","--pin-baseline pins the run that --update-baseline records, and --update-baseline is not set.",{hint:"Run llm-slo-gate merge \u2026 --update-baseline --pin-baseline on the main branch to pin the merged run as the anchor of baseline.max_drift."});let o=await w(t.cwd,n),i=o[0].results.endpoint,{spec:A,path:l,locate:h,sha256:u}=await c(t.cwd,e.spec,i.base_url,i.model),s=g(A,{},l);return e.baseline!==void 0&&(s.gate.baseline={...s.gate.baseline,path:e.baseline,configured:!0}),(await b({shards:o,plan:s,specSha256:u,failOn:T,...h?{locate:h}:{},specFile:{path:l??null,sha256:u},outDir:e.out??a,updateBaseline:e["update-baseline"]===!0,...e["pin-baseline"]===!0?{pinBaseline:!0}:{}},t,{quiet:e.quiet===!0})).exitCode}d(U,"mergeCommand");export{E as MERGE_USAGE,U as mergeCommand};
