/** / (home): the full-screen slider; data from the build, mapped to the slides' plain props. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Helmet } from 'react-helmet';
import { Seo } from '../components/layout/seo';
import { organization, webSite } from '../seo/schema';
import { usePageMeta } from '../hooks/use-page-meta';
import { useSiteInfo } from '../hooks/use-site-info';
import { HomeView } from '../features/home/home-view';
import { HOME_SEEN_INLINE_SCRIPT } from '../features/home/first-visit';
import { plainExcerpt } from '../features/home/slides/plain-text';
import type { HomeData } from '../features/home/home-types';
import { mediaListOf, mediaOf } from '../components/ui/media-image';

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>): JSX.Element {
  const meta = usePageMeta('Home');
  const site = useSiteInfo();
  const ppf = data.cmsPpfPage;
  const software = data.cmsSoftware;
  const plotter = data.cmsPlotterPage;
  const training = data.cmsTrainingPage;

  const home: HomeData = {
    intro: {
      title: 'Invisible armour for the paint you love',
      text: site.desc || meta.desc,
      video: ppf?.mini_image ?? null,
      poster: ppf?.images_arr[0] ?? null,
      posterMedia: mediaListOf(ppf, 'images_arr')[0],
    },
    autoFilm: {
      title: ppf?.name || 'Paint Protection Film',
      subName: ppf?.sub_name ?? '',
      text: plainExcerpt(ppf?.content ?? ''),
      image: ppf?.images_arr[1] ?? ppf?.images_arr[0] ?? ppf?.images ?? null,
      imageMedia: ppf?.images_arr[1] ? mediaListOf(ppf, 'images_arr')[1] : ppf?.images_arr[0] ? mediaListOf(ppf, 'images_arr')[0] : mediaOf(ppf, 'images'),
    },
    software: {
      title: software?.name || 'Precut Software',
      text: plainExcerpt(software?.content ?? ''),
      image: software?.images_arr[0] ?? software?.images ?? null,
      imageMedia: software?.images_arr[0] ? mediaListOf(software, 'images_arr')[0] : mediaOf(software, 'images'),
    },
    plotter: {
      title: 'Precision cutting plotters',
      text: data.cmsArticle?.desc ?? '',
      image: plotter?.images_arr[0] ?? null,
      imageMedia: mediaListOf(plotter, 'images_arr')[0],
      features: plotter?.label_arr ?? [],
    },
    training: {
      title: training?.name || 'Training Academy',
      text: plainExcerpt(training?.content ?? '', 180),
      image: training?.image ?? null,
      imageMedia: mediaOf(training, 'image'),
      trainers: site.trianer,
      years: site.trianer_years,
      countries: site.countries,
    },
    warrantyCount: data.cmsWarrantyCount?.count ?? null,
    blogs: data.cmsHome?.blogs ?? [],
  };

  return (
    <>
      <Seo
        title={meta.sub_title || site.title}
        description={meta.desc || site.desc}
        keywords={meta.keywords || site.keywords}
        pathname={location.pathname}
        image={meta.image}
        siteUrl={site.siteUrl}
        jsonLd={(origin) => [organization(origin), webSite(origin, site.desc || meta.desc)]}
      />
      <Helmet>
        <script>{HOME_SEEN_INLINE_SCRIPT}</script>
      </Helmet>
      <HomeView data={home} />
    </>
  );
}

export const query = graphql`
  query HomePage {
    cmsHome {
      blogs {
        id
        image
        image_media {
          ...CardImage
        }
        title
        desc
        createtime
        label_arr
      }
    }
    cmsPpfPage {
      name
      sub_name
      content
      mini_image
      images
      images_media {
        ...HeroImage
      }
      images_arr
      images_arr_media {
        ...HeroImage
      }
    }
    cmsSoftware {
      name
      content
      images
      images_media {
        ...HeroImage
      }
      images_arr
      images_arr_media {
        ...HeroImage
      }
    }
    cmsPlotterPage {
      images_arr
      images_arr_media {
        ...HeroImage
      }
      label_arr {
        title
        content
      }
    }
    cmsTrainingPage {
      name
      image
      image_media {
        ...HeroImage
      }
      content
    }
    cmsWarrantyCount {
      count
    }
    cmsArticle(title: { eq: "Plotter" }) {
      desc
    }
  }
`;
