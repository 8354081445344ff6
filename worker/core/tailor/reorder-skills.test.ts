import { describe, expect, it } from 'vitest';
import { parseJobText } from '../engine/job-parse';
import { parseResume } from '../engine/resume-parse';
import { reorderSkillsList, splitEntries } from './reorder-skills';
import { tailorResume } from './suggest';

describe('reordering a skills list', () => {
	it('splits entries on separators but never inside brackets, and keeps a label', () => {
		expect(splitEntries('Cloud: AWS (EC2, EKS, RDS), Terraform, Ansible')).toEqual({
			label: 'Cloud: ',
			entries: ['AWS (EC2, EKS, RDS)', 'Terraform', 'Ansible'],
			separator: ', '
		});
	});

	it('moves entries of a one-line list, each written as the resume writes it', () => {
		const rank = (name: string) => ({ PostgreSQL: 0, Docker: 1 })[name];
		const move = reorderSkillsList(['Go, Redis, Postgres, Docker, Linux, Git'], rank);
		expect(move).toEqual({ before: 'Go, Redis, Postgres, Docker, Linux, Git', after: 'Postgres, Docker, Go, Redis, Linux, Git', moved: ['Postgres', 'Docker'] });
	});

	it('moves whole lines of a list written over several lines, and answers null when nothing moves', () => {
		const lines = ['AWS (EC2, EKS, RDS, IAM)', 'Terraform, Ansible', 'Nginx, redes TCP/IP'];
		const move = reorderSkillsList(lines, (name) => (name === 'Nginx' ? 0 : undefined));
		expect(move?.after.split('\n')).toEqual(['Nginx, redes TCP/IP', 'AWS (EC2, EKS, RDS, IAM)', 'Terraform, Ansible']);
		expect(reorderSkillsList(lines, (name) => (name === 'AWS' ? 0 : undefined))).toBeNull();
	});

	it('never renames, translates or normalises a skill of a Portuguese resume in a tailoring', () => {
		const resume = parseResume(
			`Lucas Moreira\nEngenheiro DevOps\nCuritiba – PR\nlucas@example.com\n\nHABILIDADES\n• AWS (EC2, EKS, RDS, IAM)\n• Terraform, Ansible\n• Docker, Kubernetes\n• Prometheus, Grafana\n• Nginx, redes TCP/IP\n\nEXPERIÊNCIA\nEngenheiro DevOps — Tangará Logística, Curitiba – PR\n05/2022 – atual\n• Servidores Nginx e Docker em produção; monitoramento com Prometheus.\n`,
			{ asOf: '2026-11' }
		);
		const job = parseJobText(
			`Engenheiro(a) de Infraestrutura Pleno — Nuvem Serena\nRemoto\n\nSobre a vaga\nVocê vai cuidar da infraestrutura que roda nossas aplicações web, com um time pequeno que mantém tudo no ar.\n\nResponsabilidades\n- Manter servidores e pipelines\n- Acompanhar alertas e incidentes\n\nRequisitos\n- Nginx\n- Docker\n- Prometheus\n- Linux\n`
		);
		const { suggestions } = tailorResume({ resume, resumeText: 'HABILIDADES\n' + resume.profile.skills.flatMap((s) => s.evidence.map((e) => e.text)).join('\n'), job, profile: [] });
		const reorder = suggestions.find((s) => s.kind === 'reorder' && s.target === 'skills');
		expect(reorder).toBeDefined();
		expect(reorder!.after).toContain('Nginx, redes TCP/IP');
		expect(reorder!.after).toContain('AWS (EC2, EKS, RDS, IAM)');
		expect(reorder!.after.split('\n')[0]).toBe('Nginx, redes TCP/IP');
		expect(new Set(reorder!.after.split('\n'))).toEqual(new Set(reorder!.before.split('\n')));
	});
});
