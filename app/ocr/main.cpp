// synsema-ocr: the OCR helper process. The engine starts it (ocr_helper.h)
// and sends it page images on stdin; it answers with words and boxes on
// stdout (ocr_protocol.h). It exists apart so that Tesseract (linked in
// statically, without its URL reader's library: engine/CMakeLists.txt) runs in
// a process of its own, which locks itself out of the network before it reads
// a byte, whatever the parent's options, and opens no file but Tesseract's
// language data.
#include <sched.h>
#include <sys/resource.h>

#include <cstdio>
#include <iostream>

#include "engine/egress/egress_lock.h"
#include "engine/ocr/ocr_protocol.h"
#include "engine/ocr/tesseract_worker.h"
#include "engine/util/error.h"

int main(int argc, char** argv) {
    // Background work: OCR yields the CPU to the window (its GUI thread keeps
    // within the 50 ms stall bound with every core recognising pages).
    sched_param batch{};
    sched_setscheduler(0, SCHED_BATCH, &batch);
    setpriority(PRIO_PROCESS, 0, 10);
    // The lock first, and always: --allow-network-unsafe never reaches here.
    synsema::egress::LockOptions lock;
    const synsema::egress::LockStatus status = synsema::egress::install_egress_lock(lock);
    if (!status.locked()) {
        std::cerr << "synsema-ocr: refusing to run without the egress lock: " << status.seccomp_error << "\n";
        return 2;
    }
    if (argc > 1 && std::string(argv[1]) == "--egress-json") {
        std::cout << synsema::egress::to_json(status).dump() << "\n";
        return 0;
    }
    std::ios::sync_with_stdio(false);
    std::cout << "{\"ok\":true,\"locked\":true}" << std::endl;  // the engine waits for this (ocr_helper.cpp)
    synsema::ocr::TesseractWorker worker;
    for (;;) {
        std::string reply;
        try {
            const auto request = synsema::ocr::read_request(std::cin);
            if (!request) return 0;  // the parent closed the pipe
            if (request->op == synsema::ocr::Op::Orientation)
                reply = synsema::ocr::encode_orientation(worker.orientation(request->image, request->dpi));
            else
                reply = synsema::ocr::encode_recognition(worker.recognize(request->image, request->dpi, request->languages,
                                                                         request->op == synsema::ocr::Op::RecognizeBlock));
        } catch (const synsema::Error& e) {
            // A malformed frame leaves the stream out of step: answer, then stop.
            std::cout << synsema::ocr::encode_error(e.what()) << std::endl;
            if (e.kind() == synsema::ErrorKind::Format && std::string(e.what()).rfind("OCR request:", 0) == 0) return 1;
            continue;
        } catch (const std::exception& e) {
            std::cout << synsema::ocr::encode_error(std::string("OCR failed: ") + e.what()) << std::endl;
            continue;
        }
        std::cout << reply << std::endl;
    }
}
