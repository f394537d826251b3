// Writing outputs so that a user's files are never modified:
//   - the folder is opened once, O_DIRECTORY|O_NOFOLLOW, and every name is
//     created relative to that descriptor, so a link swapped in for the folder
//     or a file name cannot redirect a write;
//   - the bytes go to a temporary file created O_CREAT|O_EXCL, are synced,
//     then take their name with renameat2(RENAME_NOREPLACE) (or link-and-
//     unlink where the file system lacks it): readers see the whole file or
//     none, and an existing file, symlink or input is never replaced;
//   - a taken name becomes "NAME (2).EXT", "NAME (3).EXT"…, or, when the
//     caller asks for no-clobber, an Error(Exists) naming the file.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "engine/util/file_identity.h"
#include "engine/util/unique_fd.h"

namespace synsema {

struct NewFileOptions {
    bool no_clobber = false;           // a taken name is an error instead of "NAME (2).EXT"
    std::vector<FileIdentity> inputs;  // the run's inputs, named as such in errors
    bool create_folder = true;         // create a missing folder (and its parents)
};

// Writes every byte to `fd` (retrying short writes and EINTR); false with errno set on failure.
bool write_all(int fd, std::string_view bytes);

// "a.redacted.txt", 2 → "a.redacted (2).txt"; n == 1 gives the name unchanged.
std::string numbered_name(const std::string& name, int n);

class OutputFolder {
public:
    // Opens the folder (created with its parents when missing and `create`).
    // Throws Error(Io) naming it when it cannot be created or opened, or when
    // it is a symbolic link (give the real folder).
    explicit OutputFolder(const std::string& path, bool create = true);

    const std::string& path() const { return path_; }
    std::string path_of(const std::string& name) const;

    // Names for files written together (a redacted copy and its audit logs):
    // the names as given when every one is free, else all numbered with the
    // first n >= 2 that frees them all. With no_clobber, a taken name throws
    // Error(Exists), saying when it is an input of the run or a link.
    std::vector<std::string> free_names(const std::vector<std::string>& names, const NewFileOptions& options = {}) const;
    std::string free_name(const std::string& name, const NewFileOptions& options = {}) const;

    // Creates `name` with `bytes` (see above); throws Error(Exists) when the
    // name was taken meanwhile, Error(Io) on any other failure (the temporary
    // file is removed). Returns the full path.
    std::string write_new(const std::string& name, std::string_view bytes) const;

    // The app's own state (never a user's file): `name` replaced whole, in
    // one rename, by a temporary file written as above. Returns the full path.
    std::string replace(const std::string& name, std::string_view bytes) const;

private:
    bool taken(const std::string& name) const;
    std::string write_temporary(const std::string& name, std::string_view bytes) const;

    std::string path_;
    UniqueFd dir_;
};

// One output file at `path`: its folder opened as above, a free name picked,
// the bytes written. Returns the path actually written.
std::string write_new_file(const std::string& path, std::string_view bytes, const NewFileOptions& options = {});

// The app's own state file at `path` (the hash cache) replaced atomically;
// its folder is created when missing. Throws Error(Io) naming the file.
void replace_own_file(const std::string& path, std::string_view bytes);

}  // namespace synsema
