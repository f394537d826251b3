#include "verify_text.h"

#include <QFileInfo>
#include <QObject>
#include <QStringList>

namespace synsema::ui {
namespace {

using attest::SignatureState;

QString q(const std::string& s) { return QString::fromStdString(s); }
QString name_of(const std::string& path) { return QFileInfo(q(path)).fileName(); }

// Whose key signed it, as a reviewer knows the keys: this installation's, or
// the trusted key file they chose.
QString key_words(const std::string& source) {
    if (source == verify::kThisInstallation) return QObject::tr("this installation's key");
    return QObject::tr("trusted key %1").arg(name_of(source));
}

// A status as a reason inside the verdict's sentence: its capitalised head
// ("INVALID SIGNATURE") in lower case, the rest (paths, messages) as it is.
QString as_reason(const QString& status) {
    const qsizetype dash = status.indexOf(QStringLiteral(" — "));
    return dash < 0 ? status : status.left(dash).toLower() + status.mid(dash);
}

}  // namespace

QString signature_state(const verify::ReportCheck& r) {
    return r.readable ? QString::fromLatin1(attest::signature_state_name(r.signature.state)) : QStringLiteral("unreadable");
}

QString signature_status_text(const verify::ReportCheck& r, const verify::KnownKeys& keys) {
    if (!r.readable) return QObject::tr("CANNOT BE READ — %1").arg(q(r.read_error));
    switch (r.signature.state) {
        case SignatureState::Valid:
            return QObject::tr("signature valid — %1").arg(key_words(keys.source_of(r.signature.key_fingerprint)));
        case SignatureState::Invalid:
            return QObject::tr("INVALID SIGNATURE — the report was changed after it was signed");
        case SignatureState::UnknownKey:
            return QObject::tr("unknown key — signed by neither this installation nor a trusted key");
        case SignatureState::Unsigned: return QObject::tr("NOT SIGNED — the report carries no signature");
        case SignatureState::Malformed: return QObject::tr("DAMAGED SIGNATURE — not one this product writes");
    }
    return QObject::tr("DAMAGED SIGNATURE — not one this product writes");
}

QString file_status_text(const verify::FileCheck& f) {
    switch (f.state) {
        case verify::FileState::Match: return QObject::tr("match");
        case verify::FileState::Mismatch:
            return f.error.empty() ? QObject::tr("MISMATCH — the file differs from the one the report recorded")
                                   : QObject::tr("MISMATCH — the file cannot be read: %1").arg(q(f.error));
        case verify::FileState::Missing: return QObject::tr("missing — not found, so not checked");
    }
    return QObject::tr("missing — not found, so not checked");
}

VerdictText verdict_text(const verify::Verification& v) {
    const verify::Verdict& d = v.verdict;
    QStringList reasons;
    for (const auto& r : v.reports)
        if (!r.signature_valid())
            reasons << QObject::tr("%1: %2").arg(name_of(r.report), as_reason(signature_status_text(r, v.keys)));
    QStringList mismatched;
    for (const auto& r : v.reports)
        for (const auto& f : r.files)
            if (f.state == verify::FileState::Mismatch) mismatched << name_of(f.file.path);
    if (!mismatched.isEmpty())
        reasons << (mismatched.size() == 1 ? QObject::tr("a file differs from what its report recorded: %1")
                                           : QObject::tr("%1 files differ from what the reports recorded: %2")
                                                 .arg(mismatched.size()))
                       .arg(mismatched.join(", "));
    if (d.missing_fails && d.files_missing > 0)
        reasons << QObject::tr("files named in the reports were not found (%1 missing; missing files fail the check)")
                       .arg(d.files_missing);
    const QString counts = QObject::tr("%1 of %2 signatures valid; files: %3 match, %4 mismatch, %5 missing")
                               .arg(d.signatures_valid).arg(d.reports).arg(d.files_match).arg(d.files_mismatch)
                               .arg(d.files_missing);
    if (!d.ok) return {false, QObject::tr("FAILED — %1. (%2)").arg(reasons.join("; "), counts)};
    QString text = QObject::tr("PASSED — every report is signed by a known key and unchanged, and every file found "
                               "matches. (%1)").arg(counts);
    if (d.files_missing > 0) text += QObject::tr(" Missing files were not found here and so were not checked.");
    return {true, text};
}

}  // namespace synsema::ui
