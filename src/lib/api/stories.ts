/** STAR drafts, the story bank and the questions to expect (issue 30): the client is `api.stories`, from the contract. */
export type { Question, Questions, StarPart, StarPartName, Story, StoryCreate, StoryDraft, StoryDraftRequest, StoryList, StoryPhrasing, StoryUpdate } from '$core/stories/schema';
