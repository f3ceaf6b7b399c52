import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthorCard } from '../../../site/blocks/author-card.tsx';
import { Card } from '../../../site/blocks/card.tsx';
import { CardGrid } from '../../../site/primitives/card-grid.tsx';
import { CardList } from '../../../site/primitives/card-list.tsx';
import { Lead } from '../../../site/blocks/lead.tsx';
import { Logo } from '../../../site/primitives/logo.tsx';
import { Markdown } from '../../../site/primitives/markdown.tsx';
import { POST_POSITIONS, PostBlock, PostLayout } from '../../../site/blocks/post-layout.tsx';
import { Section } from '../../../site/primitives/section.tsx';
import { SitemapList } from '../../../site/blocks/sitemap-list.tsx';
import { Title } from '../../../site/primitives/title.tsx';
import type { TreeNode } from '../../../site/shared/page-data.ts';
import { renderInSite } from '../../support/render-site.tsx';

const author = {
  firstName: 'Camille',
  lastName: 'Tremblay',
  role: 'Principal, business automation',
  isMember: true,
  location: 'Montréal',
  linkedin: 'https://www.linkedin.com/in/camille-tremblay-factor/',
  picture: null,
};

describe('Logo', () => {
  it('shows the site name as text with a decorative mark', () => {
    const { container } = renderInSite(<Logo name="Factor" tone="inverted" />);
    expect(container.textContent).toBe('Factor');
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect((container.firstElementChild as HTMLElement).dataset.tone).toBe('inverted');
  });
});

describe('Card', () => {
  it('links its title to the page in the current locale, with kicker and summary', () => {
    renderInSite(
      <Card
        href="/services/business/data-analytics/"
        title="Data analytics"
        summary="One set of numbers."
        kicker="Business services"
        trackId="card-da"
      />,
      { locale: 'fr' },
    );
    const link = screen.getByRole('link', { name: 'Data analytics' });
    expect(link.getAttribute('href')).toBe('/fr/services/business/data-analytics/');
    const card = link.closest('article')!;
    expect(card.dataset).toMatchObject({ state: 'enabled', trackId: 'card-da', component: 'card' });
    expect(within(card).getByText('Business services')).toBeTruthy();
    expect(within(card).getByText('Lire la suite →')).toBeTruthy();
  });

  it('when disabled shows its content without a link', () => {
    renderInSite(<Card href="/x/" title="Coming soon" summary="Later." state="disabled" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Coming soon').closest('article')!.dataset.state).toBe('disabled');
  });

  it('as a skeleton shows placeholders and is busy', () => {
    const { container } = renderInSite(<Card href="/x/" title="Hidden" summary="Hidden" state="skeleton" />);
    const card = container.querySelector('article')!;
    expect(card.dataset.state).toBe('skeleton');
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(container.textContent).toBe('');
  });
});

describe('CardGrid and CardList', () => {
  it('put each card in a list item', () => {
    renderInSite(
      <>
        <CardGrid label="Services">{[<span key="a">A</span>, <span key="b">B</span>]}</CardGrid>
        <CardList label="Articles">{[<span key="c">C</span>]}</CardList>
      </>,
    );
    expect(within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('Lead', () => {
  it('is full height by default, with kicker, title, subtitle and call to action', () => {
    const { container } = renderInSite(
      <Lead
        title="Less paperwork."
        kicker="Consultancy"
        subtitle="Better data."
        cta={{ label: 'See the audit', href: '/audit/' }}
        media={<img alt="" src="/a.webp" />}
      />,
    );
    const lead = container.querySelector('[data-lead]') as HTMLElement;
    expect(lead.dataset.inline).toBe('false');
    expect(screen.getByRole('heading', { level: 1, name: 'Less paperwork.' })).toBeTruthy();
    expect(screen.getByText('Consultancy')).toBeTruthy();
    expect(screen.getByText('Better data.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the audit' }).getAttribute('href')).toBe('/en/audit/');
    expect(container.querySelector('img')).toBeTruthy();
  });

  it('can sit inline, without the optional parts', () => {
    const { container } = renderInSite(<Lead title="Data analytics" inline />);
    expect((container.querySelector('[data-lead]') as HTMLElement).dataset.inline).toBe('true');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says that videos are not supported yet when its background is a video', () => {
    renderInSite(<Lead title="Freight and logistics" video />);
    expect(screen.getByRole('note').textContent).toBe('Videos are not supported yet');
  });
});

describe('Markdown media', () => {
  const body: TreeNode[] = [['p', null, ['img', { src: 'media/audit-tour.mp4', alt: 'A tour of the audit report' }]]];

  it('shows a notice in place of a video, with what the video shows', () => {
    renderInSite(<Markdown body={body} />);
    const notice = screen.getByRole('note');
    expect(notice.textContent).toBe('Videos are not supported yetA tour of the audit report');
    expect(document.querySelector('video, img')).toBeNull();
  });

  it('says so in the page language', () => {
    renderInSite(<Markdown body={body} />, { locale: 'fr' });
    expect(screen.getByRole('note').textContent).toContain('Les vidéos ne sont pas encore prises en charge');
  });
});

describe('PostLayout', () => {
  it('places blocks in every SPEC position and the title column aside', () => {
    const { container } = renderInSite(
      <PostLayout aside={<p>About the author</p>}>
        {POST_POSITIONS.map((position) => (
          <PostBlock key={position} position={position}>
            {position}
          </PostBlock>
        ))}
      </PostLayout>,
    );
    expect(POST_POSITIONS).toEqual([
      'left',
      'right',
      'center-right',
      'center-right-full',
      'center-left',
      'center-left-full',
      'full',
      'center-full',
    ]);
    expect([...container.querySelectorAll('[data-position]')].map((block) => (block as HTMLElement).dataset.position)).toEqual([
      ...POST_POSITIONS,
    ]);
    expect(container.querySelector('aside')!.textContent).toBe('About the author');
  });
});

describe('AuthorCard', () => {
  it('shows a member with badge, role, location, LinkedIn in a new tab and dates', () => {
    renderInSite(
      <AuthorCard
        author={author}
        published={{ iso: '2026-02-17', label: 'February 17, 2026' }}
        updated={{ iso: '2026-06-03', label: 'June 3, 2026' }}
      />,
    );
    expect(screen.getByText('Camille Tremblay')).toBeTruthy();
    const badge = screen.getByTitle('Team member');
    expect(badge.textContent).toBe('Team member');
    expect(screen.getByText('Principal, business automation')).toBeTruthy();
    expect(screen.getByText('Montréal')).toBeTruthy();
    const linkedin = screen.getByRole('link', { name: 'LinkedIn profile' });
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(linkedin.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('February 17, 2026').getAttribute('datetime')).toBe('2026-02-17');
    expect(screen.getByText('June 3, 2026')).toBeTruthy();
  });

  it('shows only the names of a guest author without optional fields', () => {
    const { container } = renderInSite(
      <AuthorCard
        author={{ firstName: 'Priya', lastName: 'Raman', role: null, isMember: false, location: null, linkedin: null, picture: null }}
      />,
    );
    expect(screen.queryByTitle('Team member')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect((container.firstElementChild as HTMLElement).dataset.member).toBe('false');
  });

  it('translates the badge', () => {
    renderInSite(<AuthorCard author={author} />, { locale: 'fr' });
    expect(screen.getByTitle('Membre de l’équipe')).toBeTruthy();
  });
});

describe('Section and Title', () => {
  it('render a titled band with kicker and subtitle', () => {
    renderInSite(
      <Section tone="dark" labelledBy="t">
        <Title level={2} id="t" kicker="Why us" subtitle="Senior people only.">
          How we work
        </Title>
      </Section>,
    );
    const section = screen.getByRole('region', { name: 'How we work' });
    expect(section.dataset.tone).toBe('dark');
    expect(screen.getByText('Why us')).toBeTruthy();
    expect(screen.getByText('Senior people only.')).toBeTruthy();
  });
});

describe('SitemapList', () => {
  it('shows categories in bold with their pages', () => {
    renderInSite(<SitemapList groups={[{ label: 'Services', links: [{ href: '/services/business/', label: 'Business services' }] }]} />);
    const category = screen.getByText('Services');
    expect(category.tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Business services' }).getAttribute('href')).toBe('/en/services/business/');
  });
});

/** A screen `width` CSS pixels wide, as matchMedia reports it (the phone layout is 50rem and under). */
function screenOf(width: number) {
  const phone = width <= 800;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.startsWith('not all and') ? !phone : phone,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('Header', async () => {
  const { Header } = await import('../../../site/chrome/header.tsx');
  afterEach(() => vi.restoreAllMocks());

  it('opens a dropdown on click, closes it on Escape and on an outside click', () => {
    screenOf(1280);
    renderInSite(<Header />);
    const services = screen.getByRole('button', { name: 'Services' });
    expect(services.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(services.getAttribute('aria-controls')!)!.dataset.state).toBe('open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(services.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(services);
    fireEvent.pointerDown(document.body);
    expect(services.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the dropdown when a link is chosen', () => {
    screenOf(1280);
    renderInSite(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Services' }));
    // The wide navigation's link (the phone menu's, closed and not shown, has the same name).
    const wide = screen.getAllByRole('navigation')[0]!;
    fireEvent.click(within(wide).getByRole('link', { name: 'Data analytics' }));
    expect(screen.getByRole('button', { name: 'Services' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the phone menu in its server form on a wide screen, where it is not shown', () => {
    screenOf(1280);
    renderInSite(<Header />);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('keeps the wide navigation in its server form on a phone, where it is not shown', () => {
    screenOf(375);
    renderInSite(<Header />);
    expect(screen.queryByRole('button', { name: 'Services' })).toBeNull();
    expect(document.querySelectorAll('details[name="site-menu"]').length).toBeGreaterThan(0);
  });

  it('has a menu button titled "Open menu" opening the menu, which a button titled "Close menu" closes', () => {
    screenOf(375);
    renderInSite(<Header />);
    // The sheet is drawn when first opened, not before.
    expect(screen.queryByRole('button', { name: 'Close menu' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('title')).toBe('Open menu');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close.getAttribute('title')).toBe('Close menu');
  });

  it('says "Ouvrir le menu" in French', () => {
    screenOf(375);
    renderInSite(<Header />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeTruthy();
  });
});

describe('Markdown images', () => {
  const rendition = {
    src: '/assets/images/pipeline-abc-1280.webp',
    srcset: '/assets/images/pipeline-abc-640.webp 640w, /assets/images/pipeline-abc-1280.webp 1280w',
    width: 1280,
    height: 512,
    placeholder: 'data:image/webp;base64,AA==',
  };
  const body: TreeNode[] = [['p', null, ['img', { src: 'media/diagrams/pipeline.svg', alt: 'The pipeline' }]]];

  it('shows a body image through its responsive renditions, as wide as the text column at most', () => {
    renderInSite(<Markdown body={body} images={{ 'media/diagrams/pipeline.svg': rendition }} />);
    const img = screen.getByRole('img', { name: 'The pipeline' });
    expect(img.getAttribute('srcset')).toBe(rendition.srcset);
    expect(img.getAttribute('sizes')).toBe('(max-width: 40rem) 100vw, 40rem');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '512']);
  });

  it('leaves an image the build did not process (another site’s) as written', () => {
    renderInSite(<Markdown body={[['p', null, ['img', { src: 'https://example.org/chart.png', alt: 'A chart' }]]]} />);
    expect(screen.getByRole('img', { name: 'A chart' }).getAttribute('src')).toBe('https://example.org/chart.png');
  });
});
