// The stylesheet of the endpoint's answer pages: the site's colours, type and spacing (SPEC §9 tokens), inline so
// the page needs nothing from the site's build (it is served by the edge worker too). Pure data.
import { colour, focusRing, fontStacks } from '../../../site/design/tokens.ts';

export const ANSWER_STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:${fontStacks.web};color:${colour.text};background:${colour.surface};line-height:1.6}
a{color:${colour.primary}}
:focus-visible{outline:${focusRing};outline-offset:2px}
.bar{background:${colour.white};border-bottom:1px solid ${colour.grey}}
.bar a,.wrap{max-width:44rem;margin:0 auto;padding-inline:1.5rem}
.bar a{display:flex;align-items:center;gap:.5rem;min-height:4rem;color:${colour.text};font-weight:700;font-size:1.25rem;
text-decoration:none}
.mark{display:grid;place-items:center;width:2rem;height:2rem;border-radius:.5rem;background:${colour.primary};color:${colour.white}}
main{padding-block:2.5rem 4rem}
h1{font-size:clamp(1.75rem,1.2rem + 2vw,2.5rem);line-height:1.2;margin:0 0 1rem;text-wrap:balance}
p{margin:0 0 1rem;text-wrap:pretty}
.reason{font-size:1.125rem;color:${colour.text}}
.errors{border-left:4px solid ${colour.danger};background:${colour.white};padding:1rem 1.5rem;margin:0 0 1.5rem}
.errors p{font-weight:700;margin-bottom:.5rem}
.errors ul{margin:0;padding-left:1.25rem}
.errors a{color:${colour.danger};font-weight:700}
form{background:${colour.white};border:1px solid ${colour.grey};border-radius:.5rem;padding:1.5rem;margin:1.5rem 0}
label{display:block;font-weight:700;margin:0 0 .25rem}
.field{margin:0 0 1.25rem}
.hint{font-weight:400;color:${colour.textMuted}}
.problem{display:block;color:${colour.danger};font-weight:700;margin:0 0 .25rem}
input[type=text],input[type=email],textarea{display:block;width:100%;font:inherit;color:inherit;padding:.625rem .75rem;
min-height:2.75rem;border:1px solid ${colour.border};border-radius:.25rem;background:${colour.white}}
textarea{min-height:9rem;resize:vertical}
[aria-invalid=true]{border-color:${colour.danger};border-width:2px}
.check{display:flex;gap:.75rem;align-items:flex-start}
.check input{width:1.5rem;height:1.5rem;margin:.125rem 0 0;flex:none;accent-color:${colour.primary}}
.check label{font-weight:400}
button{font:inherit;font-weight:700;min-height:2.75rem;padding:.625rem 1.5rem;border:0;border-radius:.25rem;
background:${colour.primary};color:${colour.white};cursor:pointer;transition:background .05s}
button:hover{background:${colour.primaryDark}}
.links{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:1.5rem 0 0;padding:0;list-style:none}
.links a{display:inline-block;padding:.5rem 0;font-weight:700}
`.replace(/\n/g, '');
