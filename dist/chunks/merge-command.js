#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{a as w}from"./action+merge.js";import{a as c}from"./merge+run.js";import{b}from"./demo+merge+run.js";import"./action+demo+merge+run.js";import"./action+cli+demo+merge+run.js";import"./action+demo+merge+run+validate.js";import"./action+demo+merge+probe+run.js";import{o as m,p as r,q as f}from"./action+demo+merge+probe+run+validate.js";import"./action+demo+github+merge+probe+run+validate.js";import{a as p}from"./demo+merge+probe+run+simulate+validate.js";import{F as g}from"./action+demo+merge+probe+run+simulate+validate.js";import{a as d}from"./action+cli+demo+merge+probe+run+simulate+validate.js";import{a as u}from"./action+cli+demo+github+merge+probe+run+simulate+validate.js";var A=`Usage: llm-slo-gate merge [options] DIR...

Merges the output folders of the shards of one sweep (run --shard I/N, one folder per shard)
into one results.json, requests.jsonl, results.csv and report.md in --out: every level pools
the shards' raw records, so its percentiles are those of all the requests together, and its
throughput is what the shards completed together while all of them were measuring. Refuses
shards that ran different specs, flags or versions, a missing or repeated shard, and shards that
did not measure at the same time. The merged results are judged like a single run's.

Options:
  --spec PATH           the spec the shards ran: its slos and baseline judge the merge
                        (default ${m}; without one, the default objective only)
  --out DIR             output folder (default ${r})
  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     write the merged results as the new baseline
  -q, --quiet           no progress lines
`,E={spec:{type:"string"},out:{type:"string"},"fail-on":{type:"string"},baseline:{type:"string"},"update-baseline":{type:"boolean"},quiet:{type:"boolean",short:"q"},help:{type:"boolean",short:"h"}};async function R(y,t){let{values:e,positionals:o}=p(y,E,"merge",!0);if(e.help)return t.stdout.write(A),0;if(o.length===0)throw new d("USAGE","merge needs the shards' output folders.",{hint:"e.g. llm-slo-gate merge shard-1 shard-2 --out merged"});let T=f(e["fail-on"]??"both","--fail-on"),a=await w(t.cwd,o),n=a[0].results.endpoint,{spec:q,path:i,locate:l,sha256:h}=await c(t.cwd,e.spec,n.base_url,n.model),s=g(q,{},i);return e.baseline!==void 0&&(s.gate.baseline={...s.gate.baseline,path:e.baseline,configured:!0}),(await b({shards:a,plan:s,specSha256:h,failOn:T,...l?{locate:l}:{},specFile:{path:i??null,sha256:h},outDir:e.out??r,updateBaseline:e["update-baseline"]===!0},t,{quiet:e.quiet===!0})).exitCode}u(R,"mergeCommand");export{A as MERGE_USAGE,R as mergeCommand};
