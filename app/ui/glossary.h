// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace arbiter::ui {

// One word of the rules as Help → Glossary explains it, in the user's language.
struct GlossaryTerm
{
    QString id;         // "hold-strength": the anchor of glossary links ("glossary:hold-strength")
    QString name;       // "hold strength"
    QString definition; // one paragraph, in our own words
    QString lesson;     // the DATC case that shows it ("6.D.1"), as the Lessons window names it
    // How the explanations write the word (their own translations), each linked to the term where it
    // first stands in an explanation: "hold" for "hold 2: A vie".
    QStringList words;
};

// Every term, in the order Help → Glossary lists them.
std::vector<GlossaryTerm> glossaryTerms();

// The link scheme of glossary terms in rich text: "glossary:ID".
QString glossaryScheme();

// `html` with the first place each term's words stand as a whole word in its text (outside tags and
// outside links) made a link to the term; the markup is left as it is.
QString linkGlossaryWords(const QString &html);

} // namespace arbiter::ui
