import type { LinkCheck, Portfolio, PortfolioEntry, PortfolioEntryKind, PortfolioHelp, PortfolioProof, PortfolioSkill, PortfolioSkillSummary } from '$core/portfolio/schema';

export type { LinkCheck, Portfolio, PortfolioEntry, PortfolioEntryKind, PortfolioHelp, PortfolioProof, PortfolioSkill, PortfolioSkillSummary };
