/** The exams capability's one door (issue 31): what the composers use. */
export { examRoutes } from './routes';
export { EXAMS_TOPIC } from './service';
