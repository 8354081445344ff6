import { readFileSync, readdirSync } from 'node:fs';
import { it } from 'vitest';
import { findSkills } from '../skills/matcher';
import { canonicalSkill } from '../skills/taxonomy';
it('probe', () => {
  const dir = '/work/shared/fixtures/jobs';
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.txt'))) {
    const text = readFileSync(`${dir}/${f}`, 'utf8');
    const truth = JSON.parse(readFileSync(`${dir}/${f.replace('.txt', '.truth.json')}`, 'utf8'));
    console.log('==', f);
    console.log('truth req', truth.required_skills.map((s: string) => `${s}->${canonicalSkill(s)?.name}`).join(', '));
    console.log('truth nice', truth.nice_to_have_skills.map((s: string) => `${s}->${canonicalSkill(s)?.name}`).join(', '));
    console.log(findSkills(text).map((h) => `${h.surface}=>${h.name}[${h.category}]`).join(' | '));
  }
});
