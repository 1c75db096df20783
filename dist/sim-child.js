#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{a as o,b as t,t as d}from"./chunks/sim+sim-child.js";async function a(){process.on("SIGINT",()=>{});let e="",n=new Promise(r=>process.stdin.once("end",r)),i=await new Promise(r=>{process.stdin.on("data",c=>{e+=c.toString("utf8");let s=e.indexOf(`
`);s>=0&&r(e.slice(0,s))}),n.then(()=>r(void 0))});if(i===void 0)return 0;try{let r=await d(JSON.parse(i),{host:"127.0.0.1",port:0});return process.stdout.write(`${JSON.stringify({url:r.url,port:r.port})}
`),await n,await r.close(),0}catch(r){return process.stderr.write(`error: ${r instanceof Error?r.message:String(r)}
`),t(r)&&r.hint&&process.stderr.write(`hint: ${r.hint}
`),t(r)&&r.code==="USAGE"?2:3}}o(a,"main");process.exitCode=await a();process.stdin.destroy();
