import {
  type ActionFunctionArgs,
  data,
  redirect,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { businessSettingsOf, pathIdSchema } from "@storefront/api-client";
import { inBusinessZone, toMenuItemType } from "@storefront/domain";
import { useTranslation } from "../language/use-translation";
import { businessHome } from "../business/business-home";
import { noteLabel, readyIn } from "../business/business-words";
import { BusinessPage } from "../business/BusinessPage";
import { requireBusiness } from "../business/require-business.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { ItemDetails } from "../menu/ItemDetails";
import { ItemOrderForm } from "../menu/ItemOrderForm";
import { itemView } from "../menu/item-view";
import { pageDiscounts } from "../pricing/page-discounts";
import { imageFrameOf } from "../images/image-frame";
import { loadItem } from "../menu/load-item.server";
import { itemExtras } from "../menu/item-extras.server";
import { menuSettingsOf } from "../menu/menu-settings";
import { SuggestedItems } from "../menu/SuggestedItems";
import { addToCart } from "../cart/add-to-cart.server";
import { requireSellingType } from "../business/require-selling-type";
import { writePrologue } from "../http/write-prologue.server";
import { notFound } from "../http/not-found";
import { allowSharing } from "../http/page-sharing.server";

// `/{referenceId}/{type}/{categoryId}/{itemId}`: one item, checked against the business's branch.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  const description =
    data.item.description ||
    translate(data.language)("meta.itemDescription", {
      item: data.item.name,
      name: data.home.name,
    });
  return mergeMeta(matches, [
    { title: `${data.item.name} · ${data.home.name}` },
    { name: "description", content: description },
  ]);
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  allowSharing(context);
  const business = await requireBusiness(request, params.referenceId);
  const type = params.type ?? "";
  const itemType = toMenuItemType(type);
  if (!itemType.ok) throw notFound();
  const categoryId = pathIdSchema.safeParse(params.categoryId);
  const itemId = pathIdSchema.safeParse(params.itemId);
  if (!categoryId.success || !itemId.success) throw redirect("/404");

  const { language } = requestLanguage(request.headers);
  const answer = await loadItem(business.branch_id, itemId.data, language);
  const menuPath = `/${business.reference_id}/${type}`;
  // An item reached under another category still has one address.
  if (answer.category_id !== categoryId.data) {
    throw redirect(`${menuPath}/${answer.category_id}/${answer.id}`, 301);
  }
  const t = translate(language);
  const added = new URL(request.url).searchParams.has("added");
  const businessSettings = businessSettingsOf(business);
  const settings = menuSettingsOf(
    businessSettings,
    business.reference_id,
    inBusinessZone(new Date(), business.time_zone),
  );
  const { ingredientNames, suggestions } = await itemExtras({
    business,
    settings,
    item: answer,
    itemType: itemType.itemType,
    menuPath,
    language,
    t,
  });
  const item = itemView(
    answer,
    language,
    business.locales,
    t,
    imageFrameOf(business),
    settings,
    ingredientNames,
    pageDiscounts(business, itemType.itemType),
  );
  return {
    language,
    added,
    cartPath: `${menuPath}/cart`,
    home: businessHome(business, language),
    menuPath,
    typeName: t(
      `sellingTypes.${itemType.ok && itemType.itemType === "reservation" ? "reservation" : type}`,
      { defaultValue: type },
    ),
    item,
    // Words that fit the business: its own note label, or its type's.
    words: {
      note: noteLabel(
        { businessType: business.business_type, kitchenLabel: businessSettings.kitchen_label },
        language,
        t,
      ),
      readyIn:
        item.preparationMinutes === null
          ? null
          : readyIn(item.preparationMinutes, business.business_type, language, t),
    },
    suggestions,
    layout: settings.layout,
  };
}

/** Adds the item as the form chose it; a choice the server refuses is said on this page. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language, t } = await writePrologue(request, params.referenceId);
  const type = requireSellingType(params.type);
  const added = await addToCart(request, business, type, await request.formData(), language);
  if (!added.ok) {
    return data(
      {
        error: t(`orderErrors.${added.code}`, { defaultValue: added.message }),
        field: added.field ?? null,
      },
      { status: added.code === "BAD_REQUEST" ? 400 : 422 },
    );
  }
  const url = new URL(request.url);
  return redirect(`${url.pathname}?added=1`, { status: 303, headers: added.headers });
}

export default function ItemPage() {
  const { language, home, menuPath, typeName, item, words, added, cartPath, suggestions, layout } =
    useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <BusinessPage
      home={home}
      back={{ to: menuPath, label: t("item.backToMenu", { type: typeName }) }}
    >
      {added && (
        <p role="status" className="form-success">
          {t("itemForm.added")} <Link to={cartPath}>{t("itemForm.viewCart")}</Link>
        </p>
      )}
      <ItemDetails item={item} readyIn={words.readyIn}>
        <ItemOrderForm
          item={item}
          noteLabel={words.note}
          error={refused?.error ?? null}
          errorField={refused?.field ?? null}
          language={language}
        />
      </ItemDetails>
      <SuggestedItems items={suggestions} layout={layout} />
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
