import type { SmileFace } from "@storefront/api-client";
import { type ReactNode, useState } from "react";
import { useTranslation } from "../language/use-translation";
import { describedBy, FieldError } from "../layout/FieldError";
import { StarRating } from "./StarRating";
import { type QuestionView, questionField } from "./survey-view";

const faceEmoji: Record<SmileFace, string> = {
  angry: "😠",
  sad: "😞",
  neutral: "😐",
  happy: "😊",
  delighted: "😍",
};

/** The questions of a survey, each drawn by its type (spec 3: text 1 … phone 6). */
export function SurveyFields({
  questions,
  values,
  errors,
}: {
  questions: QuestionView[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={values[question.id] ?? ""}
          error={errors[question.id]}
        />
      ))}
    </>
  );
}

/** The question's words, marked when it must be answered. */
function QuestionText({ question }: { question: QuestionView }) {
  const { t } = useTranslation();
  return (
    <>
      {question.text}
      {question.required && <span className="feedback__required"> ({t("feedback.required")})</span>}
    </>
  );
}

/** A question answered by choosing one of its options: a group described by its message. */
function ChoiceQuestion({
  question,
  error,
  errorId,
  className,
  optionsClassName,
  children,
}: {
  question: QuestionView;
  error: string | undefined;
  errorId: string;
  className: string;
  optionsClassName: string;
  children: ReactNode;
}) {
  // aria-invalid belongs to the group's inputs, not to the group.
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="field">
        <QuestionText question={question} />
      </legend>
      <div className={optionsClassName}>{children}</div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function QuestionField({
  question,
  value,
  error,
}: {
  question: QuestionView;
  value: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const name = questionField(question.id);
  const inputId = `question-${question.id}`;
  const errorId = `${inputId}-error`;
  const invalid = describedBy(errorId, error);
  const label = (
    <label className="field" htmlFor={inputId}>
      <QuestionText question={question} />
    </label>
  );

  switch (question.type) {
    case 1:
      return (
        <div className="feedback__question">
          {label}
          <textarea
            id={inputId}
            name={name}
            rows={3}
            maxLength={question.maxLength}
            defaultValue={value}
            {...invalid}
          />
          <FieldError id={errorId} error={error} />
        </div>
      );
    case 2:
      return <SliderField question={question} value={value} error={error} />;
    case 3:
      return (
        <ChoiceQuestion
          question={question}
          error={error}
          errorId={errorId}
          className="feedback__question feedback__faces"
          optionsClassName="feedback__options"
        >
          {question.faces.map((face) => (
            <label key={face} className="feedback__face">
              <input type="radio" name={name} value={face} defaultChecked={value === face} />
              <span aria-hidden="true" className="feedback__emoji">
                {faceEmoji[face]}
              </span>
              <span>{t(`feedback.faces.${face}`)}</span>
            </label>
          ))}
        </ChoiceQuestion>
      );
    case 4:
      return (
        <ChoiceQuestion
          question={question}
          error={error}
          errorId={errorId}
          className="feedback__question"
          optionsClassName="feedback__choices"
        >
          {question.choices.map((choice) => (
            <label key={choice.id} className="feedback__choice">
              <input
                type="radio"
                name={name}
                value={choice.id}
                defaultChecked={value === String(choice.id)}
              />{" "}
              {choice.text}
            </label>
          ))}
        </ChoiceQuestion>
      );
    case 5:
      return (
        <div className="feedback__question">
          <StarRating
            name={name}
            legend={question.text}
            required={question.required}
            selected={/^[1-5]$/.test(value) ? Number(value) : null}
            error={error}
            errorId={errorId}
          />
        </div>
      );
    case 6:
      return (
        <div className="feedback__question">
          {label}
          <input
            id={inputId}
            name={name}
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
            defaultValue={value}
            {...invalid}
          />
          <FieldError id={errorId} error={error} />
        </div>
      );
  }
}

function SliderField({
  question,
  value,
  error,
}: {
  question: Extract<QuestionView, { type: 2 }>;
  value: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const middle =
    question.min + Math.round((question.max - question.min) / 2 / question.step) * question.step;
  const [current, setCurrent] = useState(value === "" ? String(middle) : value);
  const inputId = `question-${question.id}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="feedback__question">
      <label className="field" htmlFor={inputId}>
        <QuestionText question={question} />
      </label>
      <div className="feedback__slider">
        <span aria-hidden="true">{question.minLabel ?? question.min}</span>
        <input
          id={inputId}
          name={questionField(question.id)}
          type="range"
          min={question.min}
          max={question.max}
          step={question.step}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          aria-valuetext={t("feedback.sliderValue", { value: current, max: question.max })}
          {...describedBy(errorId, error)}
        />
        <span aria-hidden="true">{question.maxLabel ?? question.max}</span>
      </div>
      <output htmlFor={inputId} className="feedback__slider-value">
        {t("feedback.sliderValue", { value: current, max: question.max })}
      </output>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
