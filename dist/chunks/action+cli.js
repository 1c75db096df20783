#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{a as r}from"./action+cli+demo+github+merge+probe+run+simulate+validate.js";var o=/[\s\u0085\u180e]/,n=class{static{r(this,"CommandGuard")}#s=!0;#t=0;push(e){let h="",i=0;for(let t=0;t<e.length;t++){let s=e[t],u=!1;s===`
`||s==="\r"?this.#s=!0:this.#s&&o.test(s)||(u=this.#s&&s===":"||s==="["&&this.#t>=2,this.#s=!1),this.#t=s==="#"?Math.min(this.#t+1,2):0,u&&(h+=e.slice(i,t)+"\u200B",i=t)}return h+e.slice(i)}};function c(l){return new n().push(l)}r(c,"neutraliseCommands");export{n as a,c as b};
