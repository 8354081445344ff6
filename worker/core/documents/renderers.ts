import { problem } from '../http/problem';
import type { RenderOptions, ResumeDocument } from './model';

/** A page renderer: the document as the bytes of a DOCX or PDF file. */
export type Renderer = (doc: ResumeDocument, options: RenderOptions) => Promise<Uint8Array>;
type RendererModule = { renderDocx?: Renderer; renderPdf?: Renderer };

// The Word and PDF writers (and the docx and pdf-lib libraries under them) are loaded only when
// such a file is asked for: they stay out of the code every start runs. A glob, not a plain
// import(), so a build without one of them still builds and answers with a problem instead.
const modules = import.meta.glob<RendererModule>(['./docx.ts', './pdf.ts']);

/** The renderer for a page format, loaded on first use. */
export async function loadRenderer(format: 'docx' | 'pdf'): Promise<Renderer> {
	const load = modules[`./${format}.ts`];
	const render = load ? (await load())[format === 'docx' ? 'renderDocx' : 'renderPdf'] : undefined;
	if (!render) throw problem('internal_error', `This copy of Rumo cannot write ${format.toUpperCase()} files. Download Markdown or JSON instead.`);
	return render;
}
